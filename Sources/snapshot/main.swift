import SnapshotCLI

SnapshotCommand.runAndExit()
