/// UTF-8 helpers: the length of a scalar from its first byte.
enum UTF8Span {
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0xC0: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }
}

/// Byte-level lookups in the sorted search keys: prefix ranges, ranges by key tail, and the
/// one-typo test. Typos are counted in Unicode scalars, so a wrong Tamil letter is one typo.
struct KeyIndex {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: [UInt32]
    let byTail: [UInt32]

    var count: Int { starts.count - 1 }

    func length(_ k: Int) -> Int { Int(starts[k + 1] - starts[k]) }

    func key(_ k: Int) -> ArraySlice<UInt8> {
        ArraySlice(bytes[Int(starts[k])..<Int(starts[k + 1])])
    }

    /// The key without its first scalar, as a range of `bytes`.
    func tail(_ k: Int) -> Range<Int> {
        let start = Int(starts[k])
        let end = Int(starts[k + 1])
        guard start < end else { return start..<end }
        return min(end, start + UTF8Span.scalarLength(bytes[start]))..<end
    }

    /// Byte-order comparison of the bytes in `range` with `other`: negative, zero or positive.
    func compare(_ range: Range<Int>, with other: some Collection<UInt8>) -> Int {
        var i = range.lowerBound
        for byte in other {
            if i == range.upperBound { return -1 }
            if bytes[i] != byte { return bytes[i] < byte ? -1 : 1 }
            i += 1
        }
        return i == range.upperBound ? 0 : 1
    }

    func compare(tailOf k: Int, with other: Range<Int>) -> Int {
        compare(tail(k), with: bytes[other])
    }

    /// Whether the bytes in `range` start with `prefix`.
    func hasPrefix(_ range: Range<Int>, _ prefix: ArraySlice<UInt8>) -> Bool {
        guard range.count >= prefix.count else { return false }
        var i = range.lowerBound
        for byte in prefix {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
    }

    /// The keys that begin with `prefix`, as a range of key indices.
    func range(withPrefix prefix: ArraySlice<UInt8>) -> Range<Int> {
        let low = lowerBound(count) { compare(Int(starts[$0])..<Int(starts[$0 + 1]), with: prefix) < 0 }
        let high = lowerBound(count) {
            let range = Int(starts[$0])..<Int(starts[$0 + 1])
            return compare(range, with: prefix) < 0 || hasPrefix(range, prefix)
        }
        return low..<max(low, high)
    }

    /// The keys whose tail (all but the first scalar) begins with `prefix`, as key indices.
    func keys(withTailPrefix prefix: ArraySlice<UInt8>) -> ArraySlice<UInt32> {
        let low = lowerBound(byTail.count) { compare(tail(Int(byTail[$0])), with: prefix) < 0 }
        let high = lowerBound(byTail.count) {
            let range = tail(Int(byTail[$0]))
            return compare(range, with: prefix) < 0 || hasPrefix(range, prefix)
        }
        return byTail[low..<max(low, high)]
    }

    /// The first index in 0..<n for which `isBefore` is false (`isBefore` is true then false).
    private func lowerBound(_ n: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = n
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Keys that the query begins with but for one typo in its first scalar: the first scalar
    /// wrong, missing, extra, or swapped with the second.
    func typoInFirstCharacter(_ q: [UInt8]) -> [Int] {
        let first = UTF8Span.scalarLength(q[0])
        guard first < q.count else { return [] }
        let second = UTF8Span.scalarLength(q[first])
        var found: [Int] = []
        // Wrong first scalar: the query's tail begins the key's tail.
        found += keys(withTailPrefix: q[first...]).map { Int($0) }
        // Missing first scalar: the whole query begins the key's tail.
        found += keys(withTailPrefix: q[...]).map { Int($0) }
        // Extra first scalar: the query's tail begins the key.
        found += range(withPrefix: q[first...])
        // First two scalars swapped.
        if first + second <= q.count {
            let swapped = q[first..<(first + second)] + q[0..<first] + q[(first + second)...]
            found += range(withPrefix: swapped)
        }
        return found
    }

    /// Whether `q` begins key `k` with at most one edit (substitution, insertion, deletion or
    /// transposition of adjacent scalars).
    func withinOneEdit(_ q: [UInt8], key k: Int) -> Bool {
        let key = Int(starts[k])..<Int(starts[k + 1])
        var i = 0
        var j = key.lowerBound
        while i < q.count, j < key.upperBound, q[i] == bytes[j] {
            i += 1
            j += 1
        }
        if i == q.count { return true }
        // Back up to the start of the scalar in which they differ.
        while i > 0, q[i] & 0xC0 == 0x80 {
            i -= 1
            j -= 1
        }
        let qLength = UTF8Span.scalarLength(q[i])
        let qNext = min(q.count, i + qLength)
        // Extra scalar in the query.
        if hasPrefix(j..<key.upperBound, q[qNext...]) { return true }
        guard j < key.upperBound else { return false }
        let kNext = min(key.upperBound, j + UTF8Span.scalarLength(bytes[j]))
        // Wrong scalar; missing scalar.
        if hasPrefix(kNext..<key.upperBound, q[qNext...]) { return true }
        if hasPrefix(kNext..<key.upperBound, q[i...]) { return true }
        // Two scalars swapped: q = A B rest, key = B A rest.
        guard qNext < q.count, kNext < key.upperBound else { return false }
        let qAfter = min(q.count, qNext + UTF8Span.scalarLength(q[qNext]))
        let kAfter = min(key.upperBound, kNext + UTF8Span.scalarLength(bytes[kNext]))
        return hasPrefix(j..<kNext, q[qNext..<qAfter]) && kNext - j == qAfter - qNext
            && hasPrefix(kNext..<kAfter, q[i..<qNext]) && kAfter - kNext == qNext - i
            && hasPrefix(kAfter..<key.upperBound, q[qAfter...])
    }
}
