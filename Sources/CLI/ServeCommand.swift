import ArgumentParser
import Foundation
import Hummingbird
import Logging
import WebApp

/// `sadhana serve`: one server for the whole suite.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the suite's web server (all five apps, one SQLite database).",
        discussion: """
            Each option falls back to an environment variable, then to its default:
              --host  SADHANA_HOST  127.0.0.1
              --port  SADHANA_PORT  8080
              --data  SADHANA_DATA  $XDG_DATA_HOME/sadhana or ~/.local/share/sadhana
            Stop with Ctrl-C (or SIGTERM): in-flight requests finish, then the server exits.
            """
    )

    @Option(help: "Address to listen on (env SADHANA_HOST).") var host: String?
    @Option(help: "Port to listen on, 1–65535 (env SADHANA_PORT).") var port: Int?
    @Option(help: "Folder for the SQLite database (env SADHANA_DATA).") var data: String?
    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.") var logLevel: String = "info"
    @Flag(help: .hidden) var testClock = false

    /// The configuration these options and `environment` describe.
    func resolved(environment: [String: String]) throws -> WebAppConfiguration {
        let host = host ?? environment["SADHANA_HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        var port = self.port ?? 8080
        if self.port == nil, let text = environment["SADHANA_PORT"], !text.isEmpty {
            guard let value = Int(text) else { throw ValidationError("SADHANA_PORT “\(text)” is not a port number") }
            port = value
        }
        guard (1...65535).contains(port) else { throw ValidationError("port \(port) is outside 1–65535") }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else {
            throw ValidationError("host “\(host)” is not an address")
        }
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("unknown log level “\(logLevel)”")
        }
        let folder =
            (data ?? environment["SADHANA_DATA"]).flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? WebAppConfiguration.defaultDataFolder(environment: environment)
        // The edge reads the machine's zone once; engines and controllers receive it.
        return WebAppConfiguration(
            host: host, port: port, dataFolder: folder, timeZone: .current, logLevel: level,
            testClock: testClock ? TestClock() : nil)
    }

    func validate() throws {
        _ = try resolved(environment: ProcessInfo.processInfo.environment)
    }

    func run() async throws {
        let configuration = try resolved(environment: ProcessInfo.processInfo.environment)
        LoggingBootstrap.once(level: configuration.logLevel)
        let app = try await buildApplication(configuration)
        Console.out(
            "Sadhana \(WebAppConfiguration.version) is running at http://\(configuration.host):\(configuration.port)/")
        Console.out("Data: \(configuration.dataFolder.path)/sadhana.sqlite — stop with Ctrl-C")
        try await app.runService()
    }
}

enum LoggingBootstrap {
    nonisolated(unsafe) private static var done = false
    /// swift-log may be bootstrapped once per process.
    static func once(level: Logger.Level) {
        guard !done else { return }
        done = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
