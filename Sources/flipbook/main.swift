import Foundation
import FlipbookCLI

let status = Flipbook.run(Array(CommandLine.arguments.dropFirst()),
                          stdout: FileHandleSink(.standardOutput), stderr: FileHandleSink(.standardError))
exit(status)
