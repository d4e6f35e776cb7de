import Foundation

/// Computed values shared across requests (a city-year, a city-month), safe across threads.
///
/// A hit takes the lock for a dictionary lookup. A miss computes outside the lock, so a cold
/// key never holds up requests for other keys; while one caller computes a key, later callers
/// for the same key wait for that result instead of computing it again (a burst for one cold
/// city costs one computation). A computation that throws is not kept: its waiters try again.
/// At most `capacity` values are kept, the least recently used dropped first, so memory stays
/// bounded however many places are asked for.
public final class ComputedCache<Key: Hashable, Value>: @unchecked Sendable {
    public let capacity: Int

    private struct Entry {
        let value: Value
        var used: UInt64
    }

    private let condition = NSCondition()
    private var entries: [Key: Entry] = [:]
    private var inFlight: Set<Key> = []
    private var clock: UInt64 = 0

    /// A cache keeping at most `capacity` (at least 1) values.
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many values are kept now.
    public var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return entries.count
    }

    /// The value for `key`: kept, being computed by another caller (waited for), or computed now
    /// by `compute` and kept.
    public func value<E: Error>(for key: Key, compute: () throws(E) -> Value) throws(E) -> Value {
        condition.lock()
        while true {
            if let entry = entries[key] {
                clock &+= 1
                entries[key]?.used = clock
                condition.unlock()
                return entry.value
            }
            guard inFlight.contains(key) else { break }
            condition.wait()
        }
        inFlight.insert(key)
        condition.unlock()

        let result: Result<Value, E>
        do throws(E) {
            result = .success(try compute())
        } catch {
            result = .failure(error)
        }

        condition.lock()
        inFlight.remove(key)
        if case .success(let value) = result { keep(value, for: key) }
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }

    /// The value kept for `key`, if any, without computing or waiting (for values made
    /// asynchronously, which `value(for:compute:)` cannot wait for).
    public func cachedValue(for key: Key) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        guard let entry = entries[key] else { return nil }
        clock &+= 1
        entries[key]?.used = clock
        return entry.value
    }

    /// Keeps `value` for `key`, replacing any kept one.
    public func store(_ value: Value, for key: Key) {
        condition.lock()
        keep(value, for: key)
        condition.unlock()
    }

    /// Call with the lock held.
    private func keep(_ value: Value, for key: Key) {
        clock &+= 1
        entries[key] = Entry(value: value, used: clock)
        if entries.count > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
    }
}
