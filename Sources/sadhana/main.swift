import CLI

await SadhanaCommand.main()
