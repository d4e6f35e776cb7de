import Foundation
import Training

/// What the Accumulation Tracker keeps between launches: the last setup and the session in
/// progress as its configuration plus the events that happened (the facts; phases, totals and
/// timers are replayed from them, so a killed app resumes where it was).
public struct StoredTraining: Codable, Sendable, Hashable {
    /// One event as stored.
    public struct Event: Codable, Sendable, Hashable {
        public var kind: TrainingEvent.Kind
        public var at: Date
        public var reps: Int?
    }

    public var setup: TrainingConfiguration
    /// Nil when no session is in progress (setup or a finished session).
    public var events: [Event]?

    public init(setup: TrainingConfiguration, events: [Event]?) {
        self.setup = setup
        self.events = events
    }
}

/// Where `StoredTraining` lives.
public protocol TrainingStore: AnyObject {
    func load() throws -> StoredTraining?
    func save(_ value: StoredTraining) throws
}

/// A Codable JSON file: on the device `Application Support/AccumulationTracker/training.json`
/// (the app passes that URL), in tests a file in a temporary directory.
public final class JSONFileTrainingStore: TrainingStore {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func load() throws -> StoredTraining? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(StoredTraining.self, from: Data(contentsOf: url))
    }

    public func save(_ value: StoredTraining) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(value).write(to: url, options: .atomic)
    }
}
