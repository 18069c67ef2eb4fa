#pragma once

#include "core/access/permission.h"
#include "core/server/pgconnector.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QString>

#include <memory>
#include <optional>

namespace dd::server {

class PgStoreSession;

// A session on the team server, signed in: who the server accepted and in which group.
struct TeamSignIn
{
    std::unique_ptr<PgStoreSession> session;
    QString conninfo;                   // what opened it (with the password when one was typed)
    QString login;
    std::optional<access::Role> role;   // always set once opened: a login of no group is refused
    int schemaVersion = -1;
};

// Opens a PgStoreSession without blocking the thread it lives on (the desktop's GUI thread): the
// address is checked first (readServerAddress: an unsafe or unreadable one is refused before
// anything is sent), PgConnector connects, and a short-lived thread of its own checks the schema's
// version and reads the login's group before the session comes back here; a login in none of the
// team's groups is refused (PgError::Kind::Refused) like a schema of another version. One attempt at a time;
// start() again or abort() drops the one under way.
class TeamSessionOpener : public QObject
{
    Q_OBJECT
public:
    explicit TeamSessionOpener(QObject *parent = nullptr);
    ~TeamSessionOpener() override;

    void start(const QString &conninfo);
    void abort();
    bool isOpening() const { return m_opening; }
    // After opened(): the session, handed over once.
    TeamSignIn take();

signals:
    void opened();
    void failed(const dd::server::PgError &error);

private:
    struct Check;
    void onConnected();
    void onChecked(quint64 attempt, const std::shared_ptr<Check> &check);
    void fail(const PgError &error);

    PgConnector m_connector;
    QString m_conninfo;
    QList<QPointer<QThread>> m_checks;   // an abandoned attempt's check may still be running
    quint64 m_attempt = 0;
    bool m_opening = false;
    TeamSignIn m_ready;
};

} // namespace dd::server
