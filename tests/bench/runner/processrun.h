#pragma once

// Runs one benchmark process and measures what it cost: its peak resident memory comes from
// wait4()'s rusage (the largest of the process and the children it waited for), so every
// benchmark's memory is reported even when the benchmark itself does not print it.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace dd::bench {

struct ProcessOutcome
{
    bool started = false;
    bool timedOut = false;
    int exitCode = -1;        // the exit status, or -1 when killed by a signal
    int signal = 0;
    QByteArray standardOutput;
    double peakRssMiB = 0;    // ru_maxrss
    double wallSeconds = 0;
    double cpuSeconds = 0;    // user + system of the process and its waited-for children
};

// Starts `command` (program and arguments) in `workingDirectory`, forwards its standard error,
// collects its standard output and waits up to `timeoutSeconds`; a process that overruns is killed
// with its process group.
ProcessOutcome runProcess(const QStringList &command, const QString &workingDirectory, int timeoutSeconds);

} // namespace dd::bench
