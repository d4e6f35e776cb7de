import ArgumentParser

/// Standard output and error, or a capture of them: every command writes through
/// `CommandOutput.current`, which tests replace for the length of one run.
struct CommandOutput: Sendable {
    let out: @Sendable (String) -> Void
    let error: @Sendable (String) -> Void

    static let terminal = CommandOutput(out: { Console.out($0) }, error: { Console.error($0) })

    /// Where the running command writes.
    @TaskLocal static var current: CommandOutput = .terminal
}

extension CommandOutput {
    /// Runs `body`; a failure is printed as one "error: …" line on standard error and ends the
    /// command with status 2, the CLI's answer to bad input and to engine errors alike.
    static func exitingOnFailure<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            current.error("error: \(error)")
            throw ExitCode(2)
        }
    }
}

/// A bad option: the one line to print.
struct InputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
