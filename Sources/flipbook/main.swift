import FlipbookCLI
import Foundation
import Terminal

ProcessMemory.keepFreedMemory()
let status = Flipbook.run(Array(CommandLine.arguments.dropFirst()),
                          stdout: FileHandleSink(.standardOutput), stderr: FileHandleSink(.standardError))
exit(status)
