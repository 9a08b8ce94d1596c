#define _GNU_SOURCE
#include "CFileSync.h"
#include <fcntl.h>

int snapshot_start_writeback(int fd, int64_t offset, int64_t count) {
#ifdef SYNC_FILE_RANGE_WRITE
    return sync_file_range(fd, (off_t)offset, (off_t)count, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd; (void)offset; (void)count;
    return -1;
#endif
}
