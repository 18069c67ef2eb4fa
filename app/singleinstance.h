#pragma once

#include <QLocalServer>
#include <QObject>
#include <QString>

namespace dd {

// One DirectDesk window per cache and user. The first process listens on a local socket named
// from a hash of the user and the cache's canonical path; a second one on the same cache connects,
// sends "activate" and quits, and the first brings its window forward. A socket left by a crashed
// process refuses connections: it is removed and this process takes over.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    enum class Role { Primary, Secondary, Failed };

    explicit SingleInstance(const QString &cachePath, QObject *parent = nullptr);
    SingleInstance(const QString &cachePath, const QString &user, QObject *parent = nullptr);
    ~SingleInstance() override;

    // The socket name for a cache and a user: "directdesk-" + 32 hex digits (no path, no user name).
    static QString serverName(const QString &cachePath, const QString &user);
    static QString currentUser();

    // Tells a running instance to come forward (Secondary), or becomes the instance (Primary).
    Role claim();
    QString name() const { return m_name; }
    QString errorString() const { return m_error; }

signals:
    void activationRequested();

private:
    bool tellRunningInstance();
    void onNewConnection();

    QString m_name;
    QString m_error;
    QLocalServer m_server;
};

} // namespace dd
