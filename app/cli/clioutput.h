#pragma once

#include <QJsonObject>
#include <QString>
#include <QTextStream>

namespace dd::cli {

// Where one run of a command writes: the answer on `out`, problems and prompts on `err`. The
// program hands it stdout and stderr; a test hands it strings, so a command runs as a call.
// Text that comes from outside (gateway answers, file names, codes) is passed through
// dd::printable by the caller before it reaches either stream.
class CliOutput
{
public:
    CliOutput(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    // `object` as one compact JSON line (with --json), else `text`, on standard output.
    void report(bool json, const QJsonObject &object, const QString &text);
    void printJson(const QJsonObject &object);
    // One line on standard error, flushed.
    void problem(const QString &text);
    // The usage text on standard output (for --help): ExitOk.
    int help(const QString &usage);
    // `problem` (if any) and the usage text on standard error: ExitUsage.
    int usageError(const QString &problem, const QString &usage);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace dd::cli
