#pragma once

#include "core/domain/card.h"

#include <QHash>
#include <QWidget>

#include <utility>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace dd {

// The four card forms of spec 2.4 (raw card, gateway token, external network token, digital
// wallet). Only the chosen form's fields are read; switching form wipes the others. Secret fields
// are overwritten before they are cleared (wipe()), and the CVV and cryptogram are masked.
class CardFormWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CardFormWidget(QWidget *parent = nullptr);
    ~CardFormWidget() override;

    CardFormKind formKind() const;
    void setFormKind(CardFormKind kind);
    // The chosen form's fields (secrets copied into SecretText), with auto_capture as given.
    CardFields fields(bool autoCapture) const;
    // Problem labels by API field path ("payment.card.card_number", ...).
    const QHash<QString, QLabel *> &problemLabels() const { return m_problems; }
    // Every field with the API field path of its problems, for the dialog's touched fields.
    const QList<std::pair<QWidget *, QString>> &fieldKeys() const { return m_fieldKeys; }
    // Overwrites and clears every field of every form.
    void wipe();

signals:
    void changed();

private:
    QWidget *rawPage();
    QWidget *tokenPage();
    QWidget *networkPage();
    QLineEdit *addField(QFormLayout *form, const QString &label, const QString &objectName, const QString &field);
    void updateNetwork();

    QComboBox *m_formCombo = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLineEdit *m_number = nullptr;
    QLabel *m_network = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_dueDate = nullptr;
    QLineEdit *m_cvv = nullptr;
    QLineEdit *m_token = nullptr;
    QLineEdit *m_tokenPan = nullptr;
    QLineEdit *m_cryptogram = nullptr;
    QLineEdit *m_tokenExpiry = nullptr;
    QLineEdit *m_rawBin = nullptr;
    QLineEdit *m_rawLast4 = nullptr;
    QLineEdit *m_eci = nullptr;
    QComboBox *m_walletType = nullptr;
    QLabel *m_walletTypeLabel = nullptr;
    QList<QLineEdit *> m_edits;
    QHash<QString, QLabel *> m_problems;
    QList<std::pair<QWidget *, QString>> m_fieldKeys;
};

// Overwrites a line edit's text with zeros before clearing it (the undo history goes with it).
void wipeLineEdit(QLineEdit *edit);

} // namespace dd
