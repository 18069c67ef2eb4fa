#pragma once

// Every window and dialog of DirectDesk in one list, each built over one test environment (the
// in-process sandbox, a temporary cache with payments in every state). A new dialog is added
// here once and every desktop test (accessible names, mnemonics, keyboard) covers it.

#include "core/domain/payment.h"
#include "operationstestenv.h"

#include <QList>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class QWidget;

namespace dd {
class PaymentOperations;
class Vault;
class WriteRelay;
namespace access {
class AccessGuard;
class OperatorDirectory;
class RefundApprovals;
} // namespace access
} // namespace dd

namespace dd::test {

struct CatalogEnvironment
{
    CatalogEnvironment();
    ~CatalogEnvironment();

    OperationsTestEnvironment gateway;
    QTemporaryDir dir;
    QSettings settings;
    std::unique_ptr<Vault> existingVault;   // created, locked: for the unlock dialog
    std::unique_ptr<Vault> newVault;        // no file yet: for the first-start dialog
    std::unique_ptr<Vault> teamVault;       // open: the store a team look-up searches (it lacks the code asked)
    // A team desk's operations: writes go to the team worker (here nowhere), so no card method.
    std::unique_ptr<WriteRelay> teamWorker;
    std::unique_ptr<PaymentOperations> teamOperations;
    Payment confirmed;    // CO card payment in Brazil: refund (with bank details)
    Payment preAuthorized;   // PE pre-authorization: capture
    Payment open;         // OP voucher: cancel payment
    Payment withRefund;   // CO with a requested refund: cancel refund
    // Refund requests in the team vault: waiting, rejected, approved and failed (a Manager signed in).
    std::unique_ptr<access::AccessGuard> guard;
    std::unique_ptr<access::RefundApprovals> approvals;
    std::unique_ptr<access::OperatorDirectory> operators;
    qint64 waitingRequest = 0;
};

struct OpenedDialog
{
    std::unique_ptr<QWidget> owner;   // what to delete (the dialog, or the window it belongs to)
    QWidget *dialog = nullptr;        // what to check
};

struct DialogEntry
{
    QString name;
    std::function<OpenedDialog(CatalogEnvironment &)> open;
};

QList<DialogEntry> dialogCatalog();

} // namespace dd::test
