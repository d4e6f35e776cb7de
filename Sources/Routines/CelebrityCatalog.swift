import CivilTime

/// A well-known person's publicly described morning routine, as the Explore grid offers it.
///
/// Only structure lives here (times, initials, the source of the description); names and the
/// routine in our own words are UI text, looked up by `slug` in each language.
public struct CelebrityProfile: Sendable, Hashable {
    public let slug: String
    /// Drawn on the avatar instead of a photo.
    public let initials: String
    /// The avatar's hue, 0–359.
    public let hue: Int
    /// The time of each task, in the order of the task texts.
    public let taskTimes: [TimeOfDay]
    /// Where the routine is publicly described (titles as published).
    public let source: String

    /// The routine adopted from this profile, with task titles in the person's language, created
    /// on `today` and starting tomorrow.
    public func routine(id: RoutineID, name: String, taskTitles: [String], today: CivilDate) throws(RoutinesError)
        -> Routine
    {
        let tasks = zip(taskTimes, taskTitles).enumerated().map { index, pair in
            RoutineTask(id: TaskID(rawValue: "\(id.rawValue)-\(index + 1)"), title: pair.1, time: pair.0)
        }
        return try Routine(id: id, name: name, kind: .celebrity(slug: slug), tasks: tasks, createdOn: today)
    }
}

/// The Explore catalogue: twelve people whose mornings are described in their own writing,
/// interviews or biographies.
public enum CelebrityCatalog {
    /// Every profile, in the grid's order.
    public static let all: [CelebrityProfile] = [
        p(
            "franklin", "BF", 28, ["05:00", "05:30", "06:30", "07:30", "08:00"],
            "Benjamin Franklin, The Autobiography (1791), his “scheme of employment” for the day"),
        p(
            "darwin", "CD", 140, ["07:00", "07:45", "08:00", "09:30"],
            "Francis Darwin, “Reminiscences of My Father’s Everyday Life”, in The Life and Letters of Charles Darwin (1887)"
        ),
        p(
            "beethoven", "LB", 0, ["06:00", "06:10", "06:30", "10:30"],
            "Anton Schindler, Biographie von Ludwig van Beethoven (1840); retold in Mason Currey, Daily Rituals (2013)"),
        p(
            "kant", "IK", 220, ["05:00", "05:05", "05:45", "07:00"],
            "Thomas De Quincey, “The Last Days of Immanuel Kant” (1827), after Wasianski’s memoir"),
        p(
            "gandhi", "MG", 35, ["04:00", "04:20", "05:00", "06:10", "07:00"],
            "M. K. Gandhi, Ashram Observances in Action (1932); the Satyagraha Ashram daily timetable"),
        p(
            "hemingway", "EH", 200, ["05:30", "06:00", "11:30", "11:45"],
            "George Plimpton, “Ernest Hemingway, The Art of Fiction No. 21”, The Paris Review (1958)"),
        p(
            "angelou", "MA", 300, ["05:30", "06:00", "06:30", "07:00"],
            "George Plimpton, “Maya Angelou, The Art of Fiction No. 119”, The Paris Review (1990)"),
        p(
            "murakami", "HM", 180, ["04:00", "04:10", "10:00"],
            "John Wray, “Haruki Murakami, The Art of Fiction No. 182”, The Paris Review (2004)"),
        p(
            "cook", "TC", 260, ["03:45", "04:00", "05:00", "06:00"],
            "Interviews and profiles of Tim Cook, e.g. TIME (2014) and Fortune (2015)"),
        p(
            "winfrey", "OW", 330, ["06:10", "06:20", "06:40", "07:00", "07:45"],
            "Oprah Winfrey’s interviews and her O, The Oprah Magazine column “What I Know For Sure”"),
        p(
            "dorsey", "JD", 100, ["05:00", "05:10", "05:45", "06:00", "06:15"],
            "Jack Dorsey in interviews and podcasts (e.g. Ben Greenfield Fitness, 2018)"),
        p(
            "obama", "BO", 240, ["07:00", "07:15", "08:15", "09:00"],
            "Michael Lewis, “Obama’s Way”, Vanity Fair (October 2012)"),
    ]

    /// The profile with this slug.
    public static func profile(_ slug: String) throws(RoutinesError) -> CelebrityProfile {
        guard let found = all.first(where: { $0.slug == slug }) else {
            throw .unknownCelebrity(String(slug.prefix(60)))
        }
        return found
    }

    private static func p(_ slug: String, _ initials: String, _ hue: Int, _ times: [String], _ source: String)
        -> CelebrityProfile
    {
        CelebrityProfile(
            slug: slug, initials: initials, hue: hue, taskTimes: times.map { try! TimeOfDay(parsing: $0) },
            source: source)
    }
}
