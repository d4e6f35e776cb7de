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
              --allowed-host  SADHANA_ALLOWED_HOSTS (comma-separated)  none
              --idle-timeout  SADHANA_IDLE_TIMEOUT  30 (seconds)
            Requests are answered only for localhost, 127.0.0.1, [::1], the --host (unless it is
            0.0.0.0 or ::) and each --allowed-host. --public runs behind a TLS reverse proxy for
            several people: it needs --allowed-host, trusts X-Forwarded-For/-Proto and limits each
            client's writes (see README, "Security and hosting").
            Stop with Ctrl-C (or SIGTERM): in-flight requests finish, then the server exits.
            """
    )

    @Option(help: "Address to listen on (env SADHANA_HOST).") var host: String?
    @Option(help: "Port to listen on, 1–65535 (env SADHANA_PORT).") var port: Int?
    @Option(help: "Folder for the SQLite database (env SADHANA_DATA).") var data: String?
    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.") var logLevel: String = "info"
    @Option(
        name: .customLong("allowed-host"),
        help: "A host name (or address) browsers may use to reach the server; repeatable (env SADHANA_ALLOWED_HOSTS).")
    var allowedHosts: [String] = []
    @Flag(help: "Serve behind a TLS reverse proxy for several people (needs --allowed-host).") var `public` = false
    @Option(help: "Seconds before an idle or stalled connection is closed (env SADHANA_IDLE_TIMEOUT).")
    var idleTimeout: Double?
    @Option(help: "Writes per minute per client, 0 for no limit (default: 60 with --public, else none).")
    var writeRateLimit: Int?
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
        let allowed =
            (allowedHosts
            + (environment["SADHANA_ALLOWED_HOSTS"] ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }).filter { !$0.isEmpty }
        for name in allowed where name.count > 253 || name.contains(where: { $0.isWhitespace || $0 == "/" }) {
            throw ValidationError("allowed host “\(name)” is not a host name")
        }
        if `public` && allowed.isEmpty {
            throw ValidationError(
                "--public needs at least one --allowed-host: the name people type to reach the server (e.g. --allowed-host japa.example.org)"
            )
        }
        var limits = TransportLimits(
            maxConnections: TransportLimits.connectionLimit(descriptorLimit: Self.descriptorLimit()))
        let idleText =
            idleTimeout.map { "\($0)" } ?? environment["SADHANA_IDLE_TIMEOUT"].flatMap { $0.isEmpty ? nil : $0 }
        if let idleText {
            guard let seconds = Double(idleText), seconds > 0, seconds <= 3600 else {
                throw ValidationError("idle timeout “\(idleText)” is not a number of seconds between 0 and 3600")
            }
            limits.idleTimeout = .milliseconds(Int(seconds * 1000))
        }
        var rateLimit: WriteRateLimit? = nil
        if let writeRateLimit {
            guard writeRateLimit >= 0 else { throw ValidationError("--write-rate-limit must be 0 or more") }
            rateLimit =
                writeRateLimit == 0 ? nil : WriteRateLimit(perMinute: writeRateLimit, burst: max(1, writeRateLimit / 2))
        } else if `public` {
            rateLimit = WriteRateLimit()
        }
        // The edge reads the machine's zone once; engines and controllers receive it.
        var configuration = WebAppConfiguration(
            host: host, port: port, dataFolder: folder, timeZone: .current, logLevel: level,
            testClock: testClock ? TestClock() : nil, allowedHosts: allowed, isPublic: `public`, limits: limits)
        configuration.writeRateLimit = rateLimit
        return configuration
    }

    /// The process's soft limit on open files (`ulimit -n`).
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        return Int(clamping: min(limit.rlim_cur, 1 << 20))
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
