import Foundation
import Routines

/// Everything Better Morning keeps: the routine book (routines, taps, finalised days, the
/// onboarding flag), the custom-routine draft and the day-start setting.
public struct StoredMorning: Codable, Sendable, Hashable {
    public var book: RoutineBook
    public var draft: RoutineDraft
    public var dayStart: TimeOfDay

    public init(book: RoutineBook, draft: RoutineDraft, dayStart: TimeOfDay) {
        self.book = book
        self.draft = draft
        self.dayStart = dayStart
    }
}

/// Where `StoredMorning` lives.
public protocol MorningStore: AnyObject {
    func load() throws -> StoredMorning?
    func save(_ value: StoredMorning) throws
}

/// A Codable JSON file: on the device `Application Support/BetterMorning/morning.json` (the app
/// passes that URL), in tests a file in a temporary directory.
public final class JSONFileMorningStore: MorningStore {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func load() throws -> StoredMorning? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(StoredMorning.self, from: Data(contentsOf: url))
    }

    public func save(_ value: StoredMorning) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(value).write(to: url, options: .atomic)
    }
}
