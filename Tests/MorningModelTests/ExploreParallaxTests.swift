import Foundation
import MorningModel
import Testing

@Suite("Explore's long-press parallax")
struct ExploreParallaxTests {
    let clock = TestClock()

    @Test("A quick tap opens the profile and moves nothing")
    func quickTapOpens() {
        var parallax = ExploreParallax()
        let opens = parallax.tapOpensProfile(at: clock.now)
        #expect(opens)
        #expect(parallax.x == 0 && parallax.y == 0)
    }

    @Test("After a long press the grid follows the finger a fifth of the way, at most 12 pt each way")
    func gridFollowsWithinBounds() {
        var parallax = ExploreParallax()
        parallax.dragged(dx: 40, dy: 40, reduceMotion: false)
        #expect(parallax.x == 0 && parallax.y == 0, "no long press yet: a drag alone is a scroll")
        parallax.pressBegan()
        parallax.dragged(dx: 30, dy: -20, reduceMotion: false)
        #expect(parallax.x == 6)
        #expect(parallax.y == -4)
        parallax.dragged(dx: 500, dy: -500, reduceMotion: false)
        #expect(parallax.x == ExploreParallax.maxShift)
        #expect(parallax.y == -ExploreParallax.maxShift)
    }

    @Test("With Reduce Motion the grid stays still through a long press")
    func reduceMotionKeepsStill() {
        var parallax = ExploreParallax()
        parallax.pressBegan()
        parallax.dragged(dx: 30, dy: 30, reduceMotion: true)
        #expect(parallax.x == 0 && parallax.y == 0)
        #expect(parallax.isPressing)
    }

    @Test("The lift that ends a long press does not open a profile; a later tap does")
    func longPressIsNotATap() {
        var parallax = ExploreParallax()
        parallax.pressBegan()
        parallax.dragged(dx: 30, dy: 30, reduceMotion: false)
        let whilePressing = parallax.tapOpensProfile(at: clock.now)
        #expect(!whilePressing, "still pressing")
        parallax.pressEnded(at: clock.now)
        #expect(parallax.x == 0 && parallax.y == 0, "the grid returns to rest")
        clock.advance(0.1)
        let onLift = parallax.tapOpensProfile(at: clock.now)
        #expect(!onLift, "the lift itself")
        clock.advance(0.1)
        let nextTap = parallax.tapOpensProfile(at: clock.now)
        #expect(nextTap, "the lift was consumed: the next tap opens")
    }

    @Test("A tap well after a long press ended opens the profile")
    func laterTapOpens() {
        var parallax = ExploreParallax()
        parallax.pressBegan()
        parallax.pressEnded(at: clock.now)
        clock.advance(2)
        let opens = parallax.tapOpensProfile(at: clock.now)
        #expect(opens)
    }
}
