/// Help texts.
enum Help {
    static let commandNames = ["scenes", "inspect"]

    static let overview = """
    flipbook: Core-Animation-style animations rendered headlessly

    Usage: flipbook <command> [options]

    Commands:
      scenes                 list the built-in scenes
      inspect <scene>        print the presentation tree or display list at a time

    Options for every command:
      -h, --help             show help (`flipbook help <command>` for one command)
      --version              print the version

    Exit status: 0 success, 2 usage or input error, 3 runtime failure.

    """

    static func text(for command: String) -> String? {
        switch command {
        case "scenes": return scenes
        case "inspect": return inspect
        default: return nil
        }
    }

    static let scenes = """
    Usage: flipbook scenes [--verbose]

    Lists the built-in scenes, one per line: name and description.
      --verbose              also print canvas size (points) and loop length (seconds)

    """

    static let inspect = """
    Usage: flipbook inspect <scene> [--time T] [--json | --display-list] [--scale S]

    Evaluates the scene at time T and prints its presentation tree.
      --time T               scene time in seconds (default 0)
      --json                 print JSON: {"scene", "time", "size", "layers": [{"name", "path",
                             "type", "properties", "instances"}]}; properties are keyed by Core
                             Animation key paths
      --display-list         print the device-space display list instead
      --scale S              pixels per point for --display-list (default 2)

    """
}
