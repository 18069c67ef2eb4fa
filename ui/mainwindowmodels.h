#pragma once

// Internal to MainWindow's source files: the models the window holds while unlocked.

#include "models/overviewmodel.h"
#include "models/paymentlookup.h"
#include "models/paymenttablemodel.h"
#include "models/summarymodel.h"
#include "ui/mainwindow.h"

#include <memory>

namespace dd {

struct MainWindow::Models
{
    std::unique_ptr<PaymentTableModel> payments;
    std::unique_ptr<SummaryModel> summary;
    std::unique_ptr<OverviewModel> overview;
    std::unique_ptr<PaymentLookup> lookup;   // the store across the network: the selected payment
};

} // namespace dd
