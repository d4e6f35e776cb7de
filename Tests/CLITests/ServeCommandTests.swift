import Foundation
import Testing

@testable import CLI

@Suite("sadhana serve options")
struct ServeCommandTests {
    @Test("Defaults: 127.0.0.1:8080 and a data folder under the user's data directory")
    func defaults() throws {
        let command = try ServeCommand.parse([])
        let configuration = try command.resolved(environment: ["HOME": "/home/ann"])
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.dataFolder.path == "/home/ann/.local/share/sadhana")
        let xdg = try command.resolved(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data"])
        #expect(xdg.dataFolder.path == "/data/sadhana")
    }

    @Test("Environment variables apply when flags are absent; flags win")
    func environment() throws {
        let env = ["SADHANA_HOST": "0.0.0.0", "SADHANA_PORT": "9090", "SADHANA_DATA": "/srv/sadhana"]
        let fromEnv = try ServeCommand.parse([]).resolved(environment: env)
        #expect(fromEnv.host == "0.0.0.0" && fromEnv.port == 9090 && fromEnv.dataFolder.path == "/srv/sadhana")
        let fromFlags = try ServeCommand.parse(["--host", "::1", "--port", "7000", "--data", "/tmp/x"]).resolved(
            environment: env)
        #expect(fromFlags.host == "::1" && fromFlags.port == 7000 && fromFlags.dataFolder.path == "/tmp/x")
    }

    @Test("Bad ports and hosts are refused with a clear message")
    func refusals() throws {
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--port", "70000"]).resolved(environment: [:]) }
        #expect(throws: (any Error).self) { try ServeCommand.parse([]).resolved(environment: ["SADHANA_PORT": "http"]) }
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--host", "a b"]).resolved(environment: [:]) }
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--port", "eighty"]) }
        #expect(throws: (any Error).self) {
            try ServeCommand.parse(["--log-level", "loud"]).resolved(environment: [:])
        }
    }
}
