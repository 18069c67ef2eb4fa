#pragma once

// One `directdesk-cli team worker --json` process for the team's tests, read line by line.

#include "support/clirun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QStringList>

#include <functional>

namespace dd::test {

// The environment a worker starts from: this test's (PgCluster keeps the machine's libpq settings
// out), without any gateway key or address of the machine's.
inline QProcessEnvironment workerEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DIRECTDESK_INTEGRATION_KEY"));
    environment.remove(QStringLiteral("DIRECTDESK_BASE_URL"));
    return environment;
}

// One `directdesk-cli team worker --json` process, read line by line.
class WorkerProcess
{
public:
    explicit WorkerProcess(const QStringList &arguments, const QProcessEnvironment &environment = workerEnvironment())
    {
        m_process.setProcessEnvironment(environment);
        m_process.start(cliPath(), QStringList{QStringLiteral("team"), QStringLiteral("worker")} + arguments
                                       + QStringList{QStringLiteral("--json")});
    }
    ~WorkerProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    // Waits for a line that `accepts`; false when the process ended (or went silent) without one.
    bool waitForLine(const std::function<bool(const QJsonObject &)> &accepts)
    {
        for (;;) {
            while (m_checked < m_lines.size()) {
                if (accepts(m_lines.at(m_checked++)))
                    return true;
            }
            if (m_process.state() == QProcess::NotRunning) {
                if (!readLines())
                    return false;
                continue;
            }
            if (!m_process.waitForReadyRead(120000) && !readLines())
                return false;
            readLines();
        }
    }
    bool waitForState(const QString &state)
    {
        return waitForLine([&state](const QJsonObject &line) { return line.value(QStringLiteral("state")).toString() == state; });
    }
    QList<QJsonObject> lines()
    {
        readLines();
        return m_lines;
    }
    QProcess &process() { return m_process; }
    QString errors()
    {
        m_errors += m_process.readAllStandardError();
        return QString::fromUtf8(m_errors);
    }
    // Waits for a line on standard error, after those already waited for, that contains `text`, and
    // returns it; empty when the process ended (or went silent) without one.
    QString waitForError(const QString &text)
    {
        QSignalSpy arrived(&m_process, &QProcess::readyReadStandardError);
        for (;;) {
            const QStringList said = errors().split(u'\n');
            // The last piece may be a line still being written.
            while (m_errorsChecked < said.size() - 1) {
                const QString line = said.at(m_errorsChecked++);
                if (line.contains(text))
                    return line;
            }
            if (m_process.state() == QProcess::NotRunning || !arrived.wait(120000))
                return {};
        }
    }

private:
    // Whether any new line arrived.
    bool readLines()
    {
        m_pending += m_process.readAllStandardOutput();
        bool any = false;
        for (qsizetype end = m_pending.indexOf('\n'); end >= 0; end = m_pending.indexOf('\n')) {
            m_lines.append(QJsonDocument::fromJson(m_pending.left(end)).object());
            m_pending.remove(0, end + 1);
            any = true;
        }
        return any;
    }

    QProcess m_process;
    QByteArray m_pending;
    QByteArray m_errors;
    qsizetype m_errorsChecked = 0;
    QList<QJsonObject> m_lines;
    qsizetype m_checked = 0;
};

} // namespace dd::test
