import CivilTime

/// One step of a routine: what to do and at what time of day.
public struct RoutineTask: Sendable, Hashable, Codable {
    public let id: TaskID
    public let title: String
    public let time: TimeOfDay

    public init(id: TaskID, title: String, time: TimeOfDay) {
        self.id = id
        self.title = title
        self.time = time
    }
}

/// A morning routine: a celebrity's (adopted from the catalogue) or the person's own.
///
/// Tasks are kept sorted by time (ties keep their given order) and are locked once the routine
/// exists: there is no edit.
public struct Routine: Sendable, Hashable, Codable {
    /// Where the routine came from.
    public enum Kind: Sendable, Hashable, Codable {
        case celebrity(slug: String)
        case custom
    }

    /// The most tasks a routine may hold.
    public static let maximumTasks = 20

    public let id: RoutineID
    public let name: String
    public let kind: Kind
    /// Sorted by time.
    public let tasks: [RoutineTask]
    /// The day it was created.
    public let createdOn: CivilDate
    /// The day its current run starts (the day after it was last activated).
    public internal(set) var startDate: CivilDate
    /// Whether it is the one active routine.
    public internal(set) var isActive: Bool

    /// A routine with `tasks` sorted by time; throws when there are none or more than 20.
    public init(
        id: RoutineID, name: String, kind: Kind, tasks: [RoutineTask], createdOn: CivilDate,
        startDate: CivilDate? = nil, isActive: Bool = false
    ) throws(RoutinesError) {
        guard !tasks.isEmpty else { throw .noTasks }
        guard tasks.count <= Self.maximumTasks else { throw .tooManyTasks(maximum: Self.maximumTasks) }
        self.id = id
        self.name = name
        self.kind = kind
        self.tasks = tasks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        self.createdOn = createdOn
        self.startDate = startDate ?? createdOn.adding(days: 1)
        self.isActive = isActive
    }

    /// The celebrity slug, if it is a celebrity routine.
    public var celebritySlug: String? {
        if case .celebrity(let slug) = kind { slug } else { nil }
    }
}
