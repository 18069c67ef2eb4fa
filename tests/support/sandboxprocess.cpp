#include "support/sandboxprocess.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace dd::test {

namespace {
const QString defaultIntegrationKey = u"sandbox-integration-key"_s;
}

QString SandboxProcess::executablePath()
{
    return QStringLiteral(DIRECTDESK_BINARY_DIR) + u"/app/directdesk-sandbox"_s;
}

SandboxProcess::SandboxProcess(const QStringList &extraArguments, int startTimeoutMs)
    : SandboxProcess(extraArguments, {}, startTimeoutMs)
{
}

SandboxProcess::SandboxProcess(const QStringList &extraArguments, std::function<void()> childSetup, int startTimeoutMs)
    : m_process(std::make_unique<QProcess>())
    , m_integrationKey(defaultIntegrationKey)
{
    if (childSetup)
        m_process->setChildProcessModifier(childSetup);
    const qsizetype keyAt = extraArguments.indexOf(u"--integration-key"_s);
    if (keyAt >= 0 && keyAt + 1 < extraArguments.size())
        m_integrationKey = extraArguments.at(keyAt + 1);

    QStringList arguments{u"--port"_s, u"0"_s};
    arguments += extraArguments;
    m_process->setProgram(executablePath());
    m_process->setArguments(arguments);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start();
    if (!m_process->waitForStarted(startTimeoutMs)) {
        m_error = u"cannot start %1: %2"_s.arg(executablePath(), m_process->errorString());
        return;
    }
    waitForListening(startTimeoutMs);
}

SandboxProcess::~SandboxProcess()
{
    stop();
}

bool SandboxProcess::waitForListening(int timeoutMs)
{
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(m_process.get(), &QProcess::readyReadStandardOutput, &loop, &QEventLoop::quit);
    QObject::connect(m_process.get(), &QProcess::finished, &loop, &QEventLoop::quit);
    deadline.start(timeoutMs);

    const QByteArray marker = QByteArrayLiteral("listening on ");
    while (true) {
        m_stdout += m_process->readAllStandardOutput();
        const qsizetype at = m_stdout.indexOf(marker);
        const qsizetype end = at >= 0 ? m_stdout.indexOf('\n', at) : -1;
        if (end >= 0) {
            const QByteArray address = m_stdout.mid(at + marker.size(), end - at - marker.size()).trimmed();
            m_baseUrl = QUrl(QString::fromLatin1(address));
            return true;
        }
        if (m_process->state() == QProcess::NotRunning) {
            m_error = u"sandbox exited before listening: "_s + QString::fromLocal8Bit(standardError());
            return false;
        }
        if (!deadline.isActive()) {
            m_error = u"sandbox did not report listening in time"_s;
            return false;
        }
        loop.exec();
    }
}

QByteArray SandboxProcess::standardError() const
{
    if (m_process)
        m_stderr += m_process->readAllStandardError();
    return m_stderr;
}

int SandboxProcess::stop(int timeoutMs)
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return m_process ? m_process->exitCode() : -1;
    m_process->terminate();
    if (!m_process->waitForFinished(timeoutMs)) {
        m_process->kill();
        m_process->waitForFinished(timeoutMs);
        return -1;
    }
    return m_process->exitStatus() == QProcess::NormalExit ? m_process->exitCode() : -1;
}

SandboxProcess::RawReply SandboxProcess::request(const QByteArray &method, const QString &path,
                                                 const QByteArray &body,
                                                 const QList<QPair<QByteArray, QByteArray>> &headers,
                                                 int timeoutMs) const
{
    RawReply result;
    QUrl url = m_baseUrl;
    const qsizetype queryAt = path.indexOf(u'?');
    url.setPath(queryAt < 0 ? path : path.left(queryAt));
    if (queryAt >= 0)
        url.setQuery(path.mid(queryAt + 1));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(timeoutMs);
    for (const auto &header : headers)
        request.setRawHeader(header.first, header.second);

    QNetworkAccessManager network;
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, reply, &QNetworkReply::abort);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    deadline.start(timeoutMs + 1000);
    if (!reply->isFinished())
        loop.exec();

    result.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.networkError = static_cast<int>(reply->error());
    if (reply->isOpen())
        result.body = reply->readAll();
    result.headers = reply->rawHeaderPairs();
    delete reply;
    return result;
}

QJsonDocument SandboxProcess::postDocument(const QString &path, const QJsonObject &body, int timeoutMs) const
{
    const RawReply reply = request(QByteArrayLiteral("POST"), path,
                                   QJsonDocument(body).toJson(QJsonDocument::Compact), {}, timeoutMs);
    return QJsonDocument::fromJson(reply.body);
}

QJsonObject SandboxProcess::post(const QString &path, const QJsonObject &body, int timeoutMs) const
{
    return postDocument(path, body, timeoutMs).object();
}

QJsonObject SandboxProcess::postWithKey(const QString &path, QJsonObject body, int timeoutMs) const
{
    if (!body.contains(u"integration_key"_s))
        body.insert(u"integration_key"_s, m_integrationKey);
    return post(path, body, timeoutMs);
}

} // namespace dd::test
