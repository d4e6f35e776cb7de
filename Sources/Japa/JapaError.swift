/// Everything a practitioner can get wrong when typing into the counter.
public enum JapaError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty(field: Field)
    case notANumber(field: Field, text: String)
    case notWhole(field: Field, text: String)
    case nonASCIIDigits(field: Field, text: String)
    case tooSmall(field: Field, minimum: Int)
    case tooLarge(field: Field, maximum: Int)
    case nameTooLong(maximum: Int)
    case nameHasControlCharacters
    case targetDateInPast(String)
    case malformedDate(String)
    case nothingToUndo
    case malformedImport(String)
    /// One value in an imported file is wrong; the whole file is refused.
    case invalidImport(place: ImportPlace, field: String, text: String)

    /// Where in an imported file a problem lies: a CSV line or a JSON entry (1-based), or the
    /// file's own fields (name, target).
    public enum ImportPlace: Sendable, Equatable {
        case file
        case line(Int)
        case entry(Int)
    }

    /// The input a message is about, so a form can mark the right field.
    public enum Field: String, Sendable, Equatable {
        case amount, value, target, name, targetDate
    }

    /// The field the error is about, if any.
    public var field: Field? {
        switch self {
        case .empty(let f), .notANumber(let f, _), .notWhole(let f, _), .nonASCIIDigits(let f, _),
            .tooSmall(let f, _), .tooLarge(let f, _):
            f
        case .nameTooLong, .nameHasControlCharacters: .name
        case .targetDateInPast, .malformedDate: .targetDate
        case .nothingToUndo, .malformedImport, .invalidImport: nil
        }
    }

    /// An English description for logs and the CLI; the web app localises by `messageKey`.
    public var description: String {
        switch self {
        case .empty(let f): "\(f.rawValue) is empty"
        case .notANumber(let f, let t): "\(f.rawValue) “\(t)” is not a number"
        case .notWhole(let f, let t): "\(f.rawValue) “\(t)” is not a whole number"
        case .nonASCIIDigits(let f, let t): "\(f.rawValue) “\(t)” must use the digits 0–9"
        case .tooSmall(let f, let m): "\(f.rawValue) must be at least \(m)"
        case .tooLarge(let f, let m): "\(f.rawValue) must be at most \(m)"
        case .nameTooLong(let m): "the name must be at most \(m) characters"
        case .nameHasControlCharacters: "the name contains control characters"
        case .targetDateInPast(let d): "the target date \(d) is already past"
        case .malformedDate(let d): "“\(d)” is not a date (YYYY-MM-DD)"
        case .nothingToUndo: "there is nothing to undo"
        case .malformedImport(let why): "the file could not be imported: \(why)"
        case .invalidImport(let place, let field, let text):
            switch place {
            case .file: "the file could not be imported: \(field) “\(text)” is not allowed"
            case .line(let n): "the file could not be imported: line \(n), \(field) “\(text)” is not allowed"
            case .entry(let n): "the file could not be imported: entry \(n), \(field) “\(text)” is not allowed"
            }
        }
    }

    /// The key of the localised message for this error.
    public var messageKey: String {
        switch self {
        case .empty(.name): "error.emptyName"
        case .empty: "error.empty"
        case .notANumber: "error.notANumber"
        case .notWhole: "error.notWhole"
        case .nonASCIIDigits: "error.nonASCIIDigits"
        case .tooSmall: "error.tooSmall"
        case .tooLarge: "error.tooLarge"
        case .nameTooLong: "error.nameTooLong"
        case .nameHasControlCharacters: "error.nameControl"
        case .targetDateInPast: "error.targetDateInPast"
        case .malformedDate: "error.malformedDate"
        case .nothingToUndo: "error.nothingToUndo"
        case .malformedImport: "error.malformedImport"
        case .invalidImport(.file, _, _): "japa.importField"
        case .invalidImport(.line, _, _): "japa.importLine"
        case .invalidImport(.entry, _, _): "japa.importEntry"
        }
    }

    /// The number a message mentions (a limit), if any.
    public var limit: Int? {
        switch self {
        case .tooSmall(_, let m), .tooLarge(_, let m), .nameTooLong(let m): m
        default: nil
        }
    }
}
