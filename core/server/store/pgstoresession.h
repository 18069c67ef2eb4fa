#pragma once

#include "core/access/permission.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgauditstore.h"
#include "core/server/store/pgpaymentstore.h"
#include "core/server/store/pgstorelink.h"
#include "core/server/store/pgstores.h"
#include "core/storage/storeopener.h"
#include "core/storage/storesession.h"

#include <memory>

namespace dd::server {

// One connection to the team server and the stores that work on it: the PostgreSQL StoreSession.
// The operator is the login the server accepted; what it may write is decided by the server (its
// group's privileges), the client's own checks only giving a clearer message first.
// Thread-affine like its connection: another thread opens its own (PgStoreOpener).
class PgStoreSession final : public StoreSession
{
public:
    // Connects (the conninfo's rules: serveraddress.h) and checks the schema's version: a server
    // without our tables, or with older or newer ones, is refused with the message that says what
    // to do (PgError::Kind::Refused).
    // A login the administrator did not let into the team's schema is refused as notAnOperator().
    static Result<std::unique_ptr<PgStoreSession>, PgError> open(const QString &conninfo);
    // A login the server knows that is in none of the team's groups (it may not even look into the
    // schema): refused before anything is read, with sqlState insufficient_privilege (42501).
    static PgError notAnOperator(const QString &login);
    explicit PgStoreSession(PgConnection connection);

    PgConnection &connection() { return m_connection; }
    // The login this session acts as.
    QString login() const { return m_connection.user(); }
    // The app role of the login's group (Manager over Support over Finance); nothing when the login
    // is in none of them (an administrator's).
    std::optional<access::Role> role();
    // Why the last statement failed.
    PgError lastError() const { return m_link.lastError(); }

    store::PgPaymentStore &payments() override { return m_payments; }
    store::PgIntentLog &intents() override { return m_intents; }
    store::PgSettingsStore &settings() override { return m_settings; }
    store::PgAuditStore &audit() override { return m_audit; }
    store::PgImportQueue &importQueue() override { return m_importQueue; }
    store::PgOperatorStore &operators() override { return m_operators; }
    store::PgApprovalStore &approvals() override { return m_approvals; }
    Result<qint64, StoreError> settle(const SettleBatch &batch) override;
    StoreFacts facts() override;

private:
    PgConnection m_connection;
    store::PgStoreLink m_link;
    store::PgPaymentStore m_payments;
    store::PgIntentLog m_intents;
    store::PgSettingsStore m_settings;
    store::PgAuditStore m_audit;
    store::PgImportQueue m_importQueue;
    store::PgOperatorStore m_operators;
    store::PgApprovalStore m_approvals;
};

// Opens team sessions from one connection string, each on the calling thread with a connection of
// its own. libpq finds passwords, certificates and services the way its users expect (PGPASSWORD,
// ~/.pgpass, PGSERVICE, sslrootcert …).
class PgStoreOpener final : public StoreOpener
{
public:
    explicit PgStoreOpener(QString conninfo) : m_conninfo(std::move(conninfo)) {}

    std::unique_ptr<StoreSession> openStoreSession() override;
    Result<std::unique_ptr<PgStoreSession>, PgError> open() { return PgStoreSession::open(m_conninfo); }

private:
    QString m_conninfo;
};

} // namespace dd::server
