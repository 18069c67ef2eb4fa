#pragma once

#include "core/domain/payment.h"

#include <QDialog>
#include <QIcon>
#include <QPointer>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QNetworkAccessManager;

namespace dd {

class DirectApiClient;

// The e-wallets offered in one country (ar, br, cl, co, mx): name, icon and promotional text.
// Icons are fetched through `iconNetwork` (pass the client's QNetworkAccessManager; a private one
// is made when none is given); a placeholder stands in when an icon cannot be loaded.
class EWalletsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit EWalletsDialog(DirectApiClient &client, QWidget *parent = nullptr,
                            QNetworkAccessManager *iconNetwork = nullptr);

    void showCountry(const QString &country);
    QList<EWallet> wallets() const { return m_wallets; }

signals:
    void walletsShown(int count);   // after a list arrived (or failed: -1)

private:
    void load();
    void fetchIcon(QListWidgetItem *item, const QString &iconUrl, int generation);

    DirectApiClient &m_client;
    QNetworkAccessManager *m_network = nullptr;
    QComboBox *m_country = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_status = nullptr;
    QList<EWallet> m_wallets;
    QIcon m_placeholder;
    int m_generation = 0;
};

} // namespace dd
