import Foundation

/// Each app's complete languages, worked out once per localizer (its tables are immutable, so the
/// first answer stays true). Safe across threads: a lock guards the table, and two threads that
/// miss together both compute the same answer.
final class AppLanguagesMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [SuiteApp: [Language]] = [:]

    func languages(of app: SuiteApp, compute: () -> [Language]) -> [Language] {
        if let found = lock.withLock({ known[app] }) { return found }
        let computed = compute()
        lock.withLock { known[app] = computed }
        return computed
    }
}
