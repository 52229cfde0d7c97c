/// `count` and `noun`, plural unless the count is 1: "1 frame",
/// "0 frames", "12 frames".
package func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
