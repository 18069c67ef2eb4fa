#pragma once

// What the tests of acting on payments in team mode start from: a throw-away cluster with the
// team's tables and logins (worker, sol: Support; ana, bruno: Manager; fabio: Finance), the
// sandbox gateway over HTTP, and a real team worker (a directdesk-cli process) holding its key.
// The team's gateway limit is GatewayLimitMs (the sandbox is on this computer), so a request left
// with a call possibly under way is settled after twice that, not after a minute.

#include "../integration/sandbox/sandboxtestdata.h"
#include "core/access/accessguard.h"
#include "core/server/pgchangefeed.h"
#include "core/server/store/pgactionrequests.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "core/server/worker/workergateway.h"
#include "support/localport.h"
#include "support/pgcluster.h"
#include "support/sandboxprocess.h"

#include "teamdatabase.h"
#include "teamlogins.h"
#include "workerprocess.h"

#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace dd::test {

// One desk's login on its own connection, signed in as the desktop and the CLI sign in.
struct TeamDesk
{
    std::unique_ptr<server::PgStoreSession> session;
    std::unique_ptr<access::AccessGuard> guard;
    std::unique_ptr<server::TeamActionDesk> actions;
};

class TeamActionFixture
{
public:
    static inline const QString Password = QStringLiteral("team desks 2026");
    static constexpr int GatewayLimitMs = 10'000;

    // False (see problem()) when a part did not start; the worker is active when it returns true.
    // `serverSettings` go to the cluster ("log_statement=all", …).
    bool start(int portSpread, const QStringList &serverSettings = {})
    {
        PgCluster::ignoreMachineSettings(m_home.path());
        m_cluster = std::make_unique<PgCluster>(serverSettings);
        if (!m_cluster->isRunning())
            return fail(m_cluster->problem());
        auto created = createTeamDatabase(*m_cluster);
        if (!created)
            return fail(created.error());
        server::PgConnection owner = std::move(created).value();
        for (const auto &[login, group] : {std::pair{"worker", TeamGroup::Support}, std::pair{"sol", TeamGroup::Support},
                                           std::pair{"ana", TeamGroup::Manager}, std::pair{"bruno", TeamGroup::Manager},
                                           std::pair{"fabio", TeamGroup::Finance}}) {
            if (!addTeamLogin(owner, login, group, Password))
                return fail(QStringLiteral("cannot add the login %1").arg(QString::fromLatin1(login)));
        }
        if (!reopenOwner())
            return false;
        if (!m_owner->settings().setValue(QString::fromLatin1(server::TeamGatewayTiming::SettingKey),
                                          QString::number(GatewayLimitMs)))
            return fail(m_owner->settings().lastError());
        m_sandbox = std::make_unique<SandboxProcess>(
            QStringList{QStringLiteral("--data-dir"), m_folder.filePath(QStringLiteral("sandbox"))});
        if (!m_sandbox->isReady())
            return fail(m_sandbox->errorString());
        QFile config(m_folder.filePath(QStringLiteral("gateway.json")));
        if (!config.open(QIODevice::WriteOnly))
            return fail(config.errorString());
        config.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        config.write(QJsonDocument(QJsonObject{{QStringLiteral("base_url"), m_sandbox->baseUrl().toString()},
                                               {QStringLiteral("integration_key"), m_sandbox->integrationKey()}})
                         .toJson());
        config.close();
        m_config = config.fileName();
        m_workerPort = portBelowEphemeralRange(portSpread);
        if (m_workerPort == 0)
            return fail(QStringLiteral("no free port for the worker"));
        return startWorker();
    }

    QString problem() const { return m_problem; }
    PgCluster &cluster() { return *m_cluster; }
    SandboxProcess &sandbox() { return *m_sandbox; }
    server::PgStoreSession &owner() { return *m_owner; }
    WorkerProcess &worker() { return *m_worker; }
    QString folder(const QString &name) const { return m_folder.filePath(name); }
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, Password, QStringLiteral("team")); }
    // The worker's gateway configuration file: the sandbox's address and key.
    QString gatewayConfig() const { return m_config; }

    // Empty members when the login cannot sign in.
    TeamDesk desk(const QString &login, access::Role role) const
    {
        TeamDesk desk;
        auto opened = server::PgStoreSession::open(conninfo(login));
        if (!opened)
            return desk;
        desk.session = std::move(opened).value();
        desk.guard = std::make_unique<access::AccessGuard>(desk.session->audit());
        desk.guard->signIn(access::Operator{login, login.toUpper(), role, 0});
        desk.actions = std::make_unique<server::TeamActionDesk>(*desk.session, *desk.guard);
        return desk;
    }

    // The administrator's view of the store, again (after the cluster restarted).
    bool reopenOwner()
    {
        m_owner.reset();
        auto opened = server::PgStoreSession::open(m_cluster->adminConninfo(QStringLiteral("team")));
        if (!opened)
            return fail(opened.error().message);
        m_owner = std::move(opened).value();
        return true;
    }
    void closeOwner() { m_owner.reset(); }

    bool startWorker()
    {
        m_worker = std::make_unique<WorkerProcess>(QStringList{QStringLiteral("--server"), conninfo(QStringLiteral("worker")),
                                                               QStringLiteral("--port"), QString::number(m_workerPort),
                                                               QStringLiteral("--gateway-config"), m_config});
        return m_worker->waitForState(QStringLiteral("active")) || fail(m_worker->errors());
    }
    void stopWorker()
    {
        if (!m_worker)
            return;
        // SIGTERM: the lock is released at once, so the next worker is active at its first try.
        m_worker->process().terminate();
        m_worker->process().waitForFinished();
        m_worker.reset();
    }

    // A confirmed card payment (100.00 BRL) made at the sandbox and stored by the worker, which is
    // notified of it as the gateway would; its hash, empty when it did not arrive.
    QString newPayment()
    {
        const QString hash = m_sandbox->postWithKey("/ws/direct", directRequest(cardPayment()))
                                 .value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
        if (hash.isEmpty())
            return {};
        QNetworkRequest notification(QUrl(QStringLiteral("http://127.0.0.1:%1/notify").arg(m_workerPort)));
        notification.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
        std::unique_ptr<QNetworkReply> reply(m_network.post(
            notification, "operation=payment_status_change&notification_type=update&hash_codes=" + hash.toLatin1()));
        QSignalSpy answered(reply.get(), &QNetworkReply::finished);
        if (!answered.wait(60000) || reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
            return {};
        return waitUntil([this, &hash] { return m_owner->payments().findByHash(hash).has_value(); }) ? hash : QString();
    }

    // Waits on the team store's change feed until `done` holds; false when the feed went quiet.
    bool waitUntil(const std::function<bool()> &done)
    {
        server::PgChangeFeed feed;
        QSignalSpy changed(&feed, &server::PgChangeFeed::changed);
        feed.start(*server::readServerAddress(m_cluster->adminConninfo(QStringLiteral("team"))));
        while (!done()) {
            // Generous: a request left by a worker that lost the server is settled only once its
            // call cannot be under way any more (TeamGatewayTiming::liveCallWindowMs()).
            if (!changed.wait(180000))
                return done();
        }
        return true;
    }

    std::optional<server::ActionRequest> request(qint64 id) { return server::PgActionRequests(m_owner->connection()).find(id); }
    qint64 requestsFor(const QString &hash)
    {
        const auto counted = m_owner->connection().exec(
            "SELECT count(*) FROM directdesk.action_requests WHERE payment_hash = $1", {hash.toUtf8()});
        return counted ? counted->bytes(0, 0).toLongLong() : -1;
    }
    // How many requests the sandbox received on `path` ("/ws/refund").
    int sandboxCount(const QString &path) const
    {
        return m_sandbox->post("/sandbox/stats", {}).value(QStringLiteral("requests")).toObject().value(path).toInt();
    }

private:
    bool fail(const QString &problem)
    {
        m_problem = problem;
        return false;
    }

    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<PgCluster> m_cluster;
    std::unique_ptr<server::PgStoreSession> m_owner;
    std::unique_ptr<SandboxProcess> m_sandbox;
    QString m_config;
    quint16 m_workerPort = 0;
    std::unique_ptr<WorkerProcess> m_worker;
    QNetworkAccessManager m_network;
    QString m_problem;
};

} // namespace dd::test
