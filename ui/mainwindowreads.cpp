// MainWindow: what it reads for the selection, the selected payment and its totals, on the GUI
// thread from a store at hand, or on workers from a store across the network.
#include "ui/mainwindow.h"
#include "ui/mainwindowmodels.h"

#include "core/storage/paymentstore.h"
#include "ui/detailpane.h"
#include "ui/paymentstableview.h"
#include "ui/statuspanel.h"

#include <QItemSelectionModel>

#include <algorithm>

namespace dd {

void MainWindow::connectReadFailures()
{
    // Wherever the store stopped answering, the window says so the same way.
    connect(m_models->payments.get(), &PaymentTableModel::readFailed, this, &MainWindow::storeReadFailed);
    connect(m_models->summary.get(), &SummaryModel::readFailed, this, &MainWindow::storeReadFailed);
    connect(m_models->overview.get(), &OverviewModel::readFailed, this, &MainWindow::storeReadFailed);
    connect(m_models->lookup.get(), &PaymentLookup::readFailed, this, &MainWindow::storeReadFailed);
    connect(m_models->payments.get(), &PaymentTableModel::readFailed, this, &MainWindow::forgetSelectionRead);
    connect(m_models->payments.get(), &PaymentTableModel::rowsRead, this, &MainWindow::selectionRead);
    connect(m_models->lookup.get(), &PaymentLookup::found, this, &MainWindow::showWholePayment);
    connect(m_models->lookup.get(), &PaymentLookup::missing, this, [this](const QString &hash) {
        if (m_current && m_current->hash == hash) {   // gone from the store since its row was read
            m_current.reset();
            showCurrent();
            updateActions();
        }
    });
}

std::optional<Payment> MainWindow::selectedPayment(const QString &hash, int row, const std::optional<Payment> &shown)
{
    if (!m_models->lookup) {
        m_currentIsWhole = true;
        return m_workspace.payments->findByHash(hash);
    }
    if (shown && shown->hash == hash)
        return shown;   // read whole already, or on its way
    m_models->lookup->find(hash);
    m_currentIsWhole = false;
    // The table's row meanwhile: enough for the actions, not for the pane (no refunds, no answer).
    const std::optional<PaymentRow> listed = m_models->payments->rowAt(row);
    return listed ? std::optional<Payment>(listed->payment) : std::nullopt;
}

void MainWindow::rereadCurrent()
{
    if (!m_current)
        return;
    if (m_models && m_models->lookup) {
        m_models->lookup->find(m_current->hash);   // the pane keeps what it shows until it lands
        return;
    }
    m_current = m_workspace.payments->findByHash(m_current->hash);
    showCurrent();
    updateActions();
}

void MainWindow::showWholePayment(const Payment &payment)
{
    if (!m_current || m_current->hash != payment.hash)
        return;   // the selection went elsewhere meanwhile
    m_current = payment;
    m_currentIsWhole = true;
    showCurrent();
    updateActions();
}

// A created payment's row is selected when the table lists it: a pane showing a payment no row
// selects was cleared by the next selection change (a refresh of the table).
void MainWindow::selectCreatedPayment()
{
    if (m_selectWhenListed.isEmpty() || !m_models)
        return;
    const int row = m_models->payments->rowOfHash(m_selectWhenListed);
    if (row < 0)
        return;
    m_selectWhenListed.clear();
    m_table->selectRow(row);
    m_table->scrollTo(m_models->payments->index(row, 0));
}

void MainWindow::updateTotals()
{
    if (!m_models)
        return;
    const qint64 selected = m_table->selectedRowCount();
    // Nothing selected, or every row (Ctrl+A): the filter's totals, read in the background.
    if (selected == 0 || m_table->everyRowSelected()) {
        if (!m_models->summary->totalsMatchFilter())
            m_status->showTotalsCounting();   // the figures held are the previous filter's
        else
            m_status->setTotals(m_models->summary->totalsByCurrency(), selected);
        return;
    }
    if (selected > m_selectionLimits.totals) {
        m_status->showSelectionWithoutTotals(selected, m_selectionLimits.totals);
        return;
    }
    QMap<QString, qint64> totals;
    if (remoteSelectionUnread()) {
        readSelection();
        m_status->showTotalsCounting();
        return;
    }
    if (m_selectionRows) {   // rows of pages not loaded, read in the background
        for (const PaymentRow &row : std::as_const(*m_selectionRows))
            totals[row.payment.currencyExt] += row.payment.amountExt.hundredths();
        m_status->setTotals(totals, selected);
        return;
    }
    const PaymentTableModel &model = *m_models->payments;
    for (int row : m_table->selectedRows()) {
        const QModelIndex index = model.index(row, 0);
        totals[model.data(index, PaymentTableModel::CurrencyRole).toString()] +=
            model.data(index, PaymentTableModel::AmountHundredthsRole).toLongLong();
    }
    m_status->setTotals(totals, selected);
}

QStringList MainWindow::selectedHashes() const
{
    QStringList hashes;
    if (!m_models || selectionTooLargeToList())
        return hashes;
    if (m_selectionRows) {
        for (const PaymentRow &row : std::as_const(*m_selectionRows))
            hashes << row.payment.hash;
        return hashes;
    }
    for (int row : m_table->selectedRows())
        hashes << m_models->payments->hashAt(row);
    hashes.removeAll(QString());
    return hashes;
}


bool MainWindow::remoteSelectionUnread() const
{
    if (!m_models || !m_models->lookup || m_selectionRows || selectionTooLargeToList())
        return false;
    const QList<int> rows = m_table->selectedRows();
    return std::any_of(rows.cbegin(), rows.cend(), [this](int row) { return m_models->payments->hashAt(row).isEmpty(); });
}

void MainWindow::readSelectedHashes(std::function<void(const QStringList &)> use)
{
    if (!remoteSelectionUnread()) {
        use(selectedHashes());
        return;
    }
    m_whenSelectionRead.append(std::move(use));
    readSelection();
}

void MainWindow::readSelection()
{
    if (m_selectionAsk == 0)
        m_selectionAsk = m_models->payments->readRows(m_table->selectedRows());
}

void MainWindow::selectionRead(quint64 ask, const QList<PaymentRow> &rows)
{
    if (ask != m_selectionAsk)
        return;   // another selection's
    m_selectionAsk = 0;
    m_selectionRows = rows;
    const QStringList hashes = selectedHashes();
    for (const auto &use : std::exchange(m_whenSelectionRead, {}))
        use(hashes);
    updateTotals();
}

void MainWindow::forgetSelectionRead()
{
    m_selectionAsk = 0;
    m_selectionRows.reset();
    m_whenSelectionRead.clear();
}

} // namespace dd
