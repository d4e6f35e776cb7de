import ArgumentParser
import Foundation

@testable import CLI

/// Captured output of one in-process run.
private final class Capture: @unchecked Sendable {
    let lock = NSLock()
    var out = "", err = ""
    func add(_ s: String, error: Bool) {
        lock.lock()
        if error { err += s + "\n" } else { out += s + "\n" }
        lock.unlock()
    }
}

/// Runs a command in process with its output captured, as the binary would: parse with `root` as
/// the root command, run, and on failure print the parser's message and return its exit code.
func runCommand<C: ParsableCommand>(_ root: C.Type, _ arguments: [String]) -> (out: String, err: String, status: Int32)
{
    let capture = Capture()
    let output = CommandOutput(out: { capture.add($0, error: false) }, error: { capture.add($0, error: true) })
    let status: Int32 = CommandOutput.$current.withValue(output) {
        do {
            var command = try C.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let message = C.fullMessage(for: error)
            if !message.isEmpty { capture.add(message, error: true) }
            return C.exitCode(for: error).rawValue
        }
    }
    return (capture.out, capture.err, status)
}

/// `sadhana panchang …`.
func runPanchang(_ arguments: [String]) -> (out: String, err: String, status: Int32) {
    runCommand(PanchangCommand.self, arguments)
}

/// `sadhana places …`.
func runPlaces(_ arguments: [String]) -> (out: String, err: String, status: Int32) {
    runCommand(SadhanaCommand.self, ["places"] + arguments)
}

/// `sadhana festivals …` or `sadhana calendar …`.
func runObservanceCommand<C: ParsableCommand>(_ type: C.Type, _ arguments: [String]) -> (
    out: String, err: String, status: Int32
) {
    runCommand(type, arguments)
}
