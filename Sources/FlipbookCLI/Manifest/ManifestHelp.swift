extension Help {
    static let manifest = """
    Usage: flipbook manifest merge A.json B.json … > all.json
           flipbook manifest verify MANIFEST [DIR]

    A png render writes a manifest beside its frames: <scene>.manifest.json,
    or <scene>.manifest-shard-K-of-N.json for --shard K/N. It records the Flipbook
    version, scene and parameters, frame range, fps, size, scale, backend and
    device, PNG level, and each frame's file, size in bytes and SHA-256.

      merge    checks that the manifests are shards of one render (equal
               settings) that hold every frame of the range exactly once,
               and prints the merged manifest; overlapping, missing or
               mismatched shards: exit 1 with a line naming the problem
      verify   checks every file the manifest lists in DIR (default: the
               manifest's folder): exit 1 naming the first missing or
               differing files

    --shard auto takes K and N from the first of these pairs whose index is
    set (the index's base in parentheses) and says on stderr which it used:
      FLIPBOOK_SHARD_INDEX (0), FLIPBOOK_SHARD_COUNT      any CI (GitHub Actions
                                                          matrix, Jenkins)
      JOB_COMPLETION_INDEX (0), FLIPBOOK_SHARD_COUNT      Kubernetes Indexed Job
                                                          (count = completions)
      CI_NODE_INDEX (1), CI_NODE_TOTAL                    GitLab CI parallel:
      BUILDKITE_PARALLEL_JOB (0), BUILDKITE_PARALLEL_JOB_COUNT
                                                          Buildkite parallelism
      CIRCLE_NODE_INDEX (0), CIRCLE_NODE_TOTAL            CircleCI parallelism
    A count of 1 without an index is shard 0/1. No variables, a missing half
    of a pair, or an index outside the count: exit 2.

    """
}
