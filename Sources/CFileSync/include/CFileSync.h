#ifndef SNAPSHOT_CFILESYNC_H
#define SNAPSHOT_CFILESYNC_H
// File write-back calls Swift cannot import from Glibc (sync_file_range needs _GNU_SOURCE).
#include <stdint.h>

/// Starts writing the dirty pages of `fd` in [offset, offset + count) to disk without waiting
/// for them (Linux `sync_file_range` with SYNC_FILE_RANGE_WRITE). Advisory: returns 0, or -1
/// where it is not supported or fails; a later `fsync` is what makes the data durable.
int snapshot_start_writeback(int fd, int64_t offset, int64_t count);

#endif
