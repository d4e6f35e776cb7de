import GRDB

extension AppDatabase {
    /// Runs a read-modify-write in one write transaction, so no other write lands between its
    /// read and its write. Anything thrown rolls the transaction back: a caller's change refused
    /// with `RejectedChange` comes out as the caller's own error, a `StorageError` as is, and any
    /// other database failure as `StorageError.database`.
    func update<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(body)
        } catch let rejected as RejectedChange {
            throw rejected.reason
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.database("\(error)")
        }
    }
}

/// Carries the error of a caller's change out of a transaction, so it is told apart from the
/// database's own errors and reaches the caller unchanged.
struct RejectedChange: Error {
    let reason: any Error

    /// Runs the caller's code, wrapping whatever it throws.
    static func carry<T>(_ body: () throws -> T) throws(RejectedChange) -> T {
        do {
            return try body()
        } catch {
            throw RejectedChange(reason: error)
        }
    }
}
