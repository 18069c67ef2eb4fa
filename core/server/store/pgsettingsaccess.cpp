// The team store's settings, operators and refund approvals (pgstores.h).
#include "core/server/store/pgstores.h"

#include "core/storage/storedpayment.h"
#include "core/server/store/pgpaymentcodec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::server::store {

using namespace PgValue;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::PgStoreSession)
};

const QString EnvironmentKey = u"connection.environment"_s;
const QString BaseUrlKey = u"connection.base_url"_s;

} // namespace

// ---------------------------------------------------------------- settings

Result<std::optional<QString>, StoreError> PgSettingsStore::read(const QString &key)
{
    auto found = m_link.exec("SELECT value FROM directdesk.settings WHERE key = $1", {text(key)});
    if (!found)
        return m_link.storeError();
    if (found->rows() == 0)
        return std::optional<QString>();
    return std::optional<QString>(found->text(0, 0));
}

QList<std::pair<QString, QString>> PgSettingsStore::valuesStartingWith(const QString &prefix)
{
    // left(), not LIKE: a prefix may hold '%' or '_'. Keys sort as bytes, as in the vault.
    auto found = m_link.exec("SELECT key, value FROM directdesk.settings WHERE left(key, char_length($1::text)) = $1 "
                             "ORDER BY key COLLATE \"C\"",
                             {text(prefix)});
    QList<std::pair<QString, QString>> result;
    for (int row = 0; found && row < found->rows(); ++row)
        result.append({found->text(row, 0), found->text(row, 1)});
    return result;
}

bool PgSettingsStore::write(const char *sql, const PgParams &params)
{
    const bool written = m_link.run(sql, params);
    m_error = written ? QString() : m_link.storeError().message;
    if (written)
        m_link.wrote();
    return written;
}

bool PgSettingsStore::setValue(const QString &key, const QString &value)
{
    return write("INSERT INTO directdesk.settings(key, value) VALUES ($1, $2) "
                 "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                 {text(key), text(value)});
}

bool PgSettingsStore::remove(const QString &key)
{
    return write("DELETE FROM directdesk.settings WHERE key = $1", {text(key)});
}

StoredConnection PgSettingsStore::connection()
{
    StoredConnection settings;
    // An unreadable connection shows as none: the worker then has no address and sends nothing.
    settings.environment = valueOrUnset(EnvironmentKey).value_or(QString());
    settings.baseUrl = QUrl(valueOrUnset(BaseUrlKey).value_or(QString()));
    return settings;
}

bool PgSettingsStore::updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                                       const std::optional<QString> &integrationKey)
{
    if (integrationKey) {
        m_error = Text::tr("The team server does not keep the integration key in plaintext: it cannot be stored here.");
        return false;
    }
    PgTransaction transaction(m_link);
    if (!transaction.isActive()) {
        m_error = m_link.storeError().message;
        return false;
    }
    if (environment && !setValue(EnvironmentKey, *environment))
        return false;
    if (baseUrl && !setValue(BaseUrlKey, baseUrl->toString()))
        return false;
    if (!transaction.commit()) {
        m_error = m_link.storeError().message;
        return false;
    }
    return true;
}

// ---------------------------------------------------------------- operators

QList<access::Operator> PgOperatorStore::select(const char *where, const PgParams &params)
{
    auto found = m_link.exec((QByteArray("SELECT login, name, role, " DD_PG_MS("created_at")
                                         " FROM directdesk.operators ") + where + " ORDER BY login"),
                             params);
    QList<access::Operator> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        const auto role = static_cast<access::Role>(std::clamp<qint64>(integerAt(*found, row, 2), 0, 2));
        result.append(access::Operator{found->text(row, 0), found->text(row, 1), role, integerAt(*found, row, 3)});
    }
    return result;
}

QList<access::Operator> PgOperatorStore::all() { return select("", {}); }

std::optional<access::Operator> PgOperatorStore::bySlotId(const QString &slotId)
{
    const auto found = select("WHERE login = $1", {text(slotId)});
    return found.isEmpty() ? std::nullopt : std::optional<access::Operator>(found.constFirst());
}

std::optional<access::Operator> PgOperatorStore::byName(const QString &name)
{
    const auto found = select("WHERE name = $1", {text(name)});
    return found.isEmpty() ? std::nullopt : std::optional<access::Operator>(found.constFirst());
}

bool PgOperatorStore::refuseWrite()
{
    m_error = Text::tr("On the team server, operators are the server's logins: a Manager changes them with "
                       "\"directdesk-cli team operator\".");
    return false;
}

bool PgOperatorStore::add(const access::Operator &) { return refuseWrite(); }
bool PgOperatorStore::addAll(const QList<access::Operator> &) { return refuseWrite(); }
bool PgOperatorStore::remove(const QString &) { return refuseWrite(); }
bool PgOperatorStore::setRole(const QString &, access::Role) { return refuseWrite(); }

int PgOperatorStore::count(std::optional<access::Role> role)
{
    return int(role ? m_link.integer("SELECT count(*) FROM directdesk.operators WHERE role = $1",
                                     {integer(int(*role))})
                          .value_or(0)
                    : m_link.integer("SELECT count(*) FROM directdesk.operators").value_or(0));
}

// ---------------------------------------------------------------- approvals

namespace {

// The requester's shown name is the operator's name of the login (the login itself when the
// operator is gone); the slot id is the login.
constexpr const char *ApprovalColumns =
    "a.id, a.payment_hash, a.amount, a.currency, a.description, a.merchant_refund_code, a.bank_info, a.requested_by, "
    "COALESCE(o.name, a.requested_by), " DD_PG_MS("a.requested_at") ", a.state, a.decided_by, " DD_PG_MS("a.decided_at")
    ", a.reason, a.outcome FROM directdesk.refund_approvals a LEFT JOIN directdesk.operators o ON o.login = a.requested_by ";

} // namespace

QList<access::RefundApproval> PgApprovalStore::select(const char *where, const PgParams &params)
{
    auto found = m_link.exec((QByteArray("SELECT ") + ApprovalColumns + where + " ORDER BY a.id"), params);
    QList<access::RefundApproval> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        access::RefundApproval a;
        a.id = integerAt(*found, row, 0);
        a.paymentHash = found->text(row, 1);
        a.amount = Money(hundredthsAt(*found, row, 2), found->text(row, 3));
        a.description = found->text(row, 4);
        a.merchantRefundCode = found->text(row, 5);
        if (!found->isNull(row, 6))
            a.bankInfo = StoredPayment::bankInfoFromText(found->bytes(row, 6));
        a.requestedBySlot = found->text(row, 7);
        a.requestedBy = found->text(row, 8);
        a.requestedAtMs = integerAt(*found, row, 9);
        a.state = static_cast<access::RefundApproval::State>(std::clamp<qint64>(integerAt(*found, row, 10), 0, 2));
        a.decidedBy = found->text(row, 11);
        a.decidedAtMs = integerAt(*found, row, 12);
        a.reason = found->text(row, 13);
        a.outcome = found->text(row, 14);
        result.append(a);
    }
    return result;
}

std::optional<qint64> PgApprovalStore::add(const access::RefundApproval &approval)
{
    const QByteArray bank = StoredPayment::bankInfoText(approval.bankInfo);
    return m_link.integer("INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, description, "
                          "merchant_refund_code, bank_info, requested_by, requested_at, state) "
                          "VALUES ($1, $2, $3, $4, $5, $6, session_user, $7, 0) RETURNING id",
                          {text(approval.paymentHash), money(approval.amount.hundredths()),
                           text(approval.amount.currency()), text(approval.description),
                           text(approval.merchantRefundCode), optionalText(bank),
                           instantMs(approval.requestedAtMs ? approval.requestedAtMs
                                                            : QDateTime::currentMSecsSinceEpoch())});
}

QList<access::RefundApproval> PgApprovalStore::list(std::optional<access::RefundApproval::State> state)
{
    if (!state)
        return select("", {});
    return select("WHERE a.state = $1", {integer(int(*state))});
}

std::optional<access::RefundApproval> PgApprovalStore::find(qint64 id)
{
    const auto found = select("WHERE a.id = $1", {integer(id)});
    return found.isEmpty() ? std::nullopt : std::optional<access::RefundApproval>(found.constFirst());
}

bool PgApprovalStore::decide(qint64 id, access::RefundApproval::State state, const QString &, qint64 decidedAtMs,
                             const QString &reason)
{
    // The decider is the session's login; its own requests stay awaiting whatever the client says.
    auto changed = m_link.exec("UPDATE directdesk.refund_approvals SET state = $1, decided_by = session_user, "
                               "decided_at = $2, reason = COALESCE(NULLIF($3::text, ''), reason) "
                               "WHERE id = $4 AND state = 0 AND requested_by <> session_user RETURNING id",
                               {integer(int(state)), instantMs(decidedAtMs), text(reason), integer(id)});
    return changed && changed->rows() == 1;
}

bool PgApprovalStore::recordOutcome(qint64 id, const QString &outcome)
{
    return m_link.run("UPDATE directdesk.refund_approvals SET outcome = $1 WHERE id = $2", {text(outcome), integer(id)});
}

} // namespace dd::server::store
