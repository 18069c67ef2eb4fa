#pragma once

// Temporary files SQLite creates in the directory it is given (SQLITE_TMPDIR, read when the process
// first needs one): each is created and unlinked at once, which inotify still reports.

#include <QFile>
#include <QString>

#include <sys/inotify.h>
#include <unistd.h>

#include <array>

namespace dd::test {

class TemporaryFileWatch
{
public:
    explicit TemporaryFileWatch(const QString &dir)
        : m_fd(inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        if (m_fd >= 0)
            inotify_add_watch(m_fd, QFile::encodeName(dir).constData(), IN_CREATE);
    }
    ~TemporaryFileWatch()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    TemporaryFileWatch(const TemporaryFileWatch &) = delete;
    TemporaryFileWatch &operator=(const TemporaryFileWatch &) = delete;
    bool isValid() const { return m_fd >= 0; }
    // Files created since the last call.
    int created()
    {
        int events = 0;
        alignas(inotify_event) std::array<char, 4096> buffer{};
        ssize_t read = 0;
        while ((read = ::read(m_fd, buffer.data(), buffer.size())) > 0) {
            for (ssize_t at = 0; at < read;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer.data() + at);
                ++events;
                at += ssize_t(sizeof(inotify_event)) + event->len;
            }
        }
        return events;
    }

private:
    int m_fd = -1;
};

} // namespace dd::test
