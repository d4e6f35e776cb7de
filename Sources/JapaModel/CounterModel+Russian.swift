import Japa

extension CounterModel {
    /// The Russian message for a refused input.
    static func russian(_ error: JapaError) -> String {
        switch error {
        case .empty: "Введите число."
        case .notANumber, .nonASCIIDigits: "Введите число цифрами 0–9."
        case .notWhole: "Введите целое число."
        case .tooSmall(_, let minimum): "Число должно быть не меньше \(minimum)."
        case .tooLarge(_, let maximum): "Число должно быть не больше \(maximum)."
        case .nothingToUndo: "Отменять нечего."
        default: error.description
        }
    }
}
