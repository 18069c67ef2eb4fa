#pragma once

#include <QMap>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace dd {

// The status bar's contents: row count, per-currency totals (of the selection, or of the filter
// when nothing is selected), connection state, and the progress of background work with a
// cancel button.
class StatusPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StatusPanel(QWidget *parent = nullptr);

    // `counting`: the exact count is on its way (a slow filter or a refresh on the worker).
    void setRowCount(qint64 rows, bool counting = false);
    // currency → hundredths; `selected` says whether they are the selection's or the filter's.
    void setTotals(const QMap<QString, qint64> &totals, qint64 selectedRows);
    // The filter's totals are being added up (on a worker thread).
    void showTotalsCounting();
    // More rows selected than the window adds up on the GUI thread.
    void showSelectionWithoutTotals(qint64 selectedRows, int limit);
    void setConnectionState(const QString &text, bool reachable);
    void showProgress(const QString &text, qint64 done, qint64 total);
    void hideProgress();
    void clear();

    QString rowCountText() const;
    QString totalsText() const;        // whole, as the tool tip has it
    QString shownTotalsText() const;   // what fits the bar: whole amounts, then "and N more"
    QString totalsToolTip() const;   // the totals one currency per line
    bool isProgressVisible() const;

signals:
    void cancelRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // `amounts` and `format` (its %1 the amounts joined) let fitTotals() drop whole amounts.
    void showTotalsText(const QString &text, const QString &toolTip = {}, const QStringList &amounts = {},
                        const QString &format = {});
    void fitTotals();

    QString m_totalsText;
    QStringList m_totalsAmounts;
    QString m_totalsFormat;

    QLabel *m_rows;
    QLabel *m_totals;
    QLabel *m_connection;
    QLabel *m_progressText;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
};

} // namespace dd
