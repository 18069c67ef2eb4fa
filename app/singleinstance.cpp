#include "app/singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalSocket>

namespace dd {

namespace {
constexpr int ConnectTimeoutMs = 1000;
const QByteArray ActivateMessage = QByteArrayLiteral("activate\n");

// The cache's path with symbolic links and "..", resolved as far as it exists (the file itself
// may not exist yet on a first start).
QString canonicalCachePath(const QString &path)
{
    const QFileInfo file(path);
    const QString canonical = file.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    const QString folder = QFileInfo(file.absolutePath()).canonicalFilePath();
    return QDir::cleanPath((folder.isEmpty() ? file.absolutePath() : folder) + QLatin1Char('/') + file.fileName());
}
} // namespace

SingleInstance::SingleInstance(const QString &cachePath, QObject *parent)
    : SingleInstance(cachePath, currentUser(), parent)
{
}

SingleInstance::SingleInstance(const QString &cachePath, const QString &user, QObject *parent)
    : QObject(parent), m_name(serverName(cachePath, user))
{
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
}

SingleInstance::~SingleInstance() { m_server.close(); }

QString SingleInstance::currentUser()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QDir::home().dirName() : user;
}

QString SingleInstance::serverName(const QString &cachePath, const QString &user)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(user.toUtf8());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(canonicalCachePath(cachePath).toUtf8());
    return QStringLiteral("directdesk-") + QString::fromLatin1(hash.result().toHex().left(32));
}

bool SingleInstance::tellRunningInstance()
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(ConnectTimeoutMs))
        return false;
    socket.write(ActivateMessage);
    socket.waitForBytesWritten(ConnectTimeoutMs);
    socket.disconnectFromServer();
    if (socket.state() != QLocalSocket::UnconnectedState)
        socket.waitForDisconnected(ConnectTimeoutMs);
    return true;
}

SingleInstance::Role SingleInstance::claim()
{
    // Two tries: another process may take the name between our look and our listen.
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (tellRunningInstance())
            return Role::Secondary;
        // Nobody answers: whatever socket file is there was left by a process that ended.
        QLocalServer::removeServer(m_name);
        if (m_server.listen(m_name))
            return Role::Primary;
        m_error = m_server.errorString();
    }
    return Role::Failed;
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        const auto readMessages = [this, socket] {
            while (socket->canReadLine()) {
                if (socket->readLine(64) == ActivateMessage)
                    emit activationRequested();
            }
        };
        connect(socket, &QLocalSocket::readyRead, this, readMessages);
        connect(socket, &QLocalSocket::disconnected, this, [socket, readMessages] {
            readMessages();
            socket->deleteLater();
        });
        readMessages();
    }
}

} // namespace dd
