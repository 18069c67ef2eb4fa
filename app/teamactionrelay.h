#pragma once

#include "core/sync/paymentoperations.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace dd::server {
class PgStoreSession;
class TeamActionDesk;
} // namespace dd::server

namespace dd {

// The window's captures, refunds, cancels and new voucher or e-wallet payments in team mode: the
// same dialogs and the same PaymentOperations checks as on this computer, then, instead of a call to
// the gateway (the desk holds no key), an action request for the team worker. The dialog's call finishes when the
// request has ended, read again each time the change feed says the store changed. A request the
// server refuses (another desk's action on the payment is open) finishes the call refused, naming
// who holds the payment.
class TeamActionRelay : public QObject, public WriteRelay
{
    Q_OBJECT
public:
    TeamActionRelay(server::TeamActionDesk &desk, server::PgStoreSession &session, QObject *parent = nullptr);

    void relay(OperationCall *call, const Write &write) override;
    // The team store changed: the requests this desk waits for are read again.
    void storeChanged();

signals:
    // "Sent to the team worker…", then how it ended: for the status bar.
    void statusMessage(const QString &text);

private:
    server::TeamActionDesk &m_desk;
    server::PgStoreSession &m_session;
    QHash<qint64, QPointer<OperationCall>> m_waiting;
};

} // namespace dd
