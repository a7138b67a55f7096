/// Whether `count` names (the `name(i)` for i in `0 ..< count`) are all different, compared
/// pairwise when there are few of them: the uniqueness rules group names in dictionaries to
/// report repeats, and almost every argument list, variable list and object literal has a
/// handful of names and no repeat, where hashing each name cost more than comparing them.
/// Nil when there are too many to compare pairwise (the caller groups them).
@inline(__always)
func namesAreDistinct(_ count: Int, _ name: (Int) -> String) -> Bool? {
    guard count <= 16 else { return nil }
    for i in 0 ..< count {
        let first = name(i)
        for j in (i + 1) ..< count where name(j) == first { return false }
    }
    return true
}
