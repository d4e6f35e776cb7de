import Foundation
import Scripture
import Storage

/// The texts API's answers, one `Codable` type per shape.
enum TextsAPI {
    struct Source: Codable, Sendable {
        let layer: String
        let title: String
        let by: String
        let url: String
        let licence: String
        let note: String?
        let own: Bool
    }

    struct CoverageInfo: Codable, Sendable {
        let shipped: Int
        let total: Int
        let note: String?
    }

    struct TextSummary: Codable, Sendable {
        let id: String
        let title: String
        let titleOriginal: String?
        let theme: String
        let unit: String
        let units: String
        let unitCount: Int
        let sectionCount: Int
        let originalScript: String?
        let originalLanguage: String
        /// The layers at least one unit ships.
        let layers: [String]
        let coverage: CoverageInfo
        /// The language `coverage.note` and a text's `summary` are written in: the one asked for,
        /// or `en` where that language has none for this text.
        let language: String
    }

    struct TextList: Codable, Sendable { let texts: [TextSummary] }

    struct Section: Codable, Sendable {
        let number: Int
        let title: String
        let titleOriginal: String?
        let refs: [String]
    }

    struct TextDetail: Codable, Sendable {
        let text: TextSummary
        let summary: String
        let sections: [Section]
        let sources: [Source]
    }

    struct Word: Codable, Sendable {
        let word: String
        let transliteration: String
        let meaning: String
    }

    struct Unit: Codable, Sendable {
        let textId: String
        let ref: String
        let kind: String
        let title: String?
        let speaker: String?
        let script: String?
        let original: String?
        let transliteration: String?
        let translation: String?
        let words: [Word]
        let explanation: String?
        let retelling: String?
        let commentary: String?
        let previous: String?
        let next: String?
        let sources: [Source]
    }

    struct Bookmark: Codable, Sendable {
        let id: Int64
        let textId: String
        let ref: String
        let note: String
        let createdAt: String
        let updatedAt: String

        init(_ b: TextBookmark) {
            id = b.id
            textId = b.textID
            ref = b.ref
            note = b.note
            createdAt = b.createdAt.iso8601UTC
            updatedAt = b.updatedAt.iso8601UTC
        }
    }

    struct BookmarkList: Codable, Sendable { let bookmarks: [Bookmark] }

    struct Progress: Codable, Sendable {
        let textId: String
        let read: Int
        let total: Int
        let fraction: Double
        let complete: Bool
        let resume: String?
        let lastActivity: String?
    }

    struct ProgressList: Codable, Sendable {
        let texts: [Progress]
        let continueReading: String?
    }

    struct Marked: Codable, Sendable {
        let textId: String
        let ref: String
        let progress: Progress
    }

    struct SearchResults: Codable, Sendable {
        struct Hit: Codable, Sendable {
            let textId: String
            let ref: String
            let layer: String
        }
        let query: String
        let hits: [Hit]
    }
}

extension Date {
    /// "2026-11-24T05:30:00Z".
    var iso8601UTC: String { formatted(.iso8601) }
}
