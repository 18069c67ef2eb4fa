#pragma once

#include <QCoreApplication>

namespace dd::reconcile {

// The translation contexts of the reconciliation: what is wrong with an order file, and everything
// else (differences, look-ups at the gateway, kept runs).
struct OrderFileText
{
    Q_DECLARE_TR_FUNCTIONS(dd::reconcile::OrderFile)
};

struct ReconcileText
{
    Q_DECLARE_TR_FUNCTIONS(dd::reconcile::Reconciliation)
};

} // namespace dd::reconcile
