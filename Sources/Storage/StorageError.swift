/// What can go wrong reading or writing the suite's data.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    case cannotOpen(String, reason: String)
    case unknownCounter(Int64)
    case lastCounter
    case nothingToUndo
    case database(String)
    case unknownPlace(Int64)
    case tooManyPlaces(Int)
    /// The disk is full or the database file cannot be written or read (SQLite's `SQLITE_FULL`,
    /// `SQLITE_IOERR`, `SQLITE_READONLY`, …): nothing was changed; trying later may work.
    case unavailable(String)
    case unknownProfile
    case unknownBookmark(Int64)
    case challengeAlreadyAnswered(String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open the database at \(path): \(reason)"
        case .unknownCounter(let id): "there is no counter \(id)"
        case .lastCounter: "the only counter cannot be deleted"
        case .nothingToUndo: "there is nothing to undo"
        case .database(let message): "database error: \(message)"
        case .unknownPlace(let id): "there is no saved place \(id)"
        case .tooManyPlaces(let limit): "at most \(limit) places can be saved"
        case .unavailable(let reason): "the database cannot be written or read right now: \(reason)"
        case .unknownProfile: "this profile no longer exists"
        case .unknownBookmark(let id): "there is no bookmark \(id)"
        case .challengeAlreadyAnswered(let day): "the challenge of \(day) was already answered"
        }
    }
}
