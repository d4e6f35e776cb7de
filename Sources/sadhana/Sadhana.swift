import CLI

@main
enum Sadhana {
    static func main() async {
        await SadhanaCommand.main()
    }
}
