/// Standard output and error, or a capture of them: every command writes through
/// `CommandOutput.current`, which tests replace for the length of one run.
struct CommandOutput: Sendable {
    let out: @Sendable (String) -> Void
    let error: @Sendable (String) -> Void

    static let terminal = CommandOutput(out: { Console.out($0) }, error: { Console.error($0) })

    /// Where the running command writes.
    @TaskLocal static var current: CommandOutput = .terminal
}
