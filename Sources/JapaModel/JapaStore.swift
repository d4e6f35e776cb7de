import Foundation
import Japa

/// Where the counter's entries live between launches.
///
/// The entries are the stored facts; the total and today's increment are derived from them, so
/// undo and history stay exact.
public protocol JapaStore: AnyObject {
    /// The entries saved so far, oldest first (empty on first launch).
    func loadEntries() throws -> [JapaEntry]
    /// Replaces the saved entries.
    func saveEntries(_ entries: [JapaEntry]) throws
}

/// The on-device store: the entries as JSON `Data` under one UserDefaults key, exactly what
/// `@AppStorage("purascharana.entries") var entries = Data()` reads and writes.
public final class UserDefaultsJapaStore: JapaStore {
    /// The UserDefaults key, shared with any `@AppStorage` that reads it.
    public static let key = "purascharana.entries"

    private let defaults: UserDefaults

    /// A store in `defaults` (the app passes `.standard`; tests a named suite).
    public init(defaults: UserDefaults) { self.defaults = defaults }

    public func loadEntries() throws -> [JapaEntry] {
        guard let data = defaults.data(forKey: Self.key), !data.isEmpty else { return [] }
        return try JSONDecoder().decode([JapaEntry].self, from: data)
    }

    public func saveEntries(_ entries: [JapaEntry]) throws {
        defaults.set(try JSONEncoder().encode(entries), forKey: Self.key)
    }
}

/// A store in one JSON file, for tests and tools (a temporary directory on Linux).
public final class FileJapaStore: JapaStore {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func loadEntries() throws -> [JapaEntry] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode([JapaEntry].self, from: Data(contentsOf: url))
    }

    public func saveEntries(_ entries: [JapaEntry]) throws {
        try JSONEncoder().encode(entries).write(to: url, options: .atomic)
    }
}
