import Foundation
import Storage
import Testing

/// A write that returned must survive the process being killed: a child process writes through
/// the app's own storage, prints each committed total, and is killed with SIGKILL right after
/// the line arrives.
@Suite("Durability of committed writes", .serialized)
struct DurabilityTests {
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SADHANA_BINARY"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sadhana")
    }

    @Test("A write that returned is there after SIGKILL, and the database is intact", arguments: [1, 37, 250])
    func survivesKill(afterWrites target: Int) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the sadhana executable first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sadhana-kill-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["durability-probe", "--data", folder.path, "--count", "100000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()

        var seen = ""
        var lastCommitted = 0
        let reader = output.fileHandleForReading
        while lastCommitted < target {
            let chunk = reader.availableData
            guard !chunk.isEmpty else { break }
            seen += String(decoding: chunk, as: UTF8.self)
            let totals = seen.split(separator: "\n").compactMap { line in
                line.hasPrefix("committed ") ? Int(line.dropFirst("committed ".count)) : nil
            }
            lastCommitted = totals.last ?? 0
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(lastCommitted >= target)

        let database = try AppDatabase(folder: folder)
        #expect(try await database.integrityCheck())
        let counter = try #require(try await database.counters(of: .local).first)
        let total = try await database.snapshot(counter.id!, for: .local).state.total
        #expect(total >= lastCommitted, "every write reported as committed is present")
    }
}
