#include "processrun.h"

#include <QElapsedTimer>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

namespace dd::bench {

namespace {

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// In the child between fork() and exec(): only async-signal-safe calls.
[[noreturn]] void execChild(int outputFd, const QByteArray &directory, std::vector<char *> &argv)
{
    setpgid(0, 0);
    dup2(outputFd, STDOUT_FILENO);
    close(outputFd);
    if (!directory.isEmpty() && chdir(directory.constData()) != 0)
        _exit(126);
    execvp(argv.front(), argv.data());
    _exit(127);
}

} // namespace

ProcessOutcome runProcess(const QStringList &command, const QString &workingDirectory, int timeoutSeconds)
{
    ProcessOutcome outcome;
    if (command.isEmpty())
        return outcome;
    QList<QByteArray> arguments;
    for (const QString &part : command)
        arguments.append(part.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : arguments)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    const QByteArray directory = workingDirectory.toLocal8Bit();

    int pipeFds[2];
    if (pipe2(pipeFds, O_CLOEXEC) != 0)
        return outcome;
    QElapsedTimer wall;
    wall.start();
    const pid_t pid = fork();
    if (pid < 0) {
        close(pipeFds[0]);
        close(pipeFds[1]);
        return outcome;
    }
    if (pid == 0) {
        close(pipeFds[0]);
        execChild(pipeFds[1], directory, argv);
    }
    setpgid(pid, pid);
    close(pipeFds[1]);
    outcome.started = true;

    const qint64 deadline = qint64(timeoutSeconds) * 1000;
    char buffer[65536];
    for (;;) {
        const qint64 left = deadline - wall.elapsed();
        if (left <= 0) {
            outcome.timedOut = true;
            kill(-pid, SIGKILL);
            break;
        }
        pollfd fd{pipeFds[0], POLLIN, 0};
        const int ready = poll(&fd, 1, int(std::min<qint64>(left, 1000)));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue;
        const ssize_t n = read(pipeFds[0], buffer, sizeof buffer);
        if (n > 0)
            outcome.standardOutput.append(buffer, n);
        else if (n == 0 || errno != EINTR)
            break;
    }
    close(pipeFds[0]);

    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    // Children the benchmark left behind in its group go too.
    kill(-pid, SIGKILL);
    outcome.wallSeconds = double(wall.nsecsElapsed()) / 1e9;
    outcome.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    outcome.peakRssMiB = double(usage.ru_maxrss) / 1024.0;
    if (WIFEXITED(status))
        outcome.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        outcome.signal = WTERMSIG(status);
    return outcome;
}

} // namespace dd::bench
