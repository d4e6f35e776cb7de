// Stand-in for Apple's AudioToolbox: declarations only.
public typealias SystemSoundID = UInt32

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
