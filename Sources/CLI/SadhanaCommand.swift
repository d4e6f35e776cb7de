import ArgumentParser

/// The `sadhana` command: the suite's server and its engines from the terminal.
public struct SadhanaCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sadhana",
        abstract: "Sadhana — practice and calendar apps: the server and the engines.",
        version: "0.1.0",
        subcommands: [
            ServeCommand.self, DurabilityProbeCommand.self, PanchangCommand.self, FestivalsCommand.self,
            CalendarCommand.self, PlacesCommand.self, TamilCommand.self,
        ]
    )

    public init() {}
}
